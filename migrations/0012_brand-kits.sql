-- Brand kits (issue 26): an account's logo, colours, font pairing and voice; a concept names the kit it was made
-- with (set to null when the kit is deleted) and the creative layout chosen per size. The plan cards say how many kits
-- each plan keeps, as common/brand-kits.ts brandKitLimits enforces it (trial and Basic 1, Pro 5, Enterprise unlimited).
CREATE TABLE `brand_kits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`logo_key` text,
	`colors` text NOT NULL,
	`font_pairing` text DEFAULT 'plex' NOT NULL,
	`voice` text NOT NULL,
	`last_used_at` integer,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `brand_kits_user_idx` ON `brand_kits` (`user_id`);--> statement-breakpoint
ALTER TABLE `ad_concepts` ADD `brand_kit_id` integer REFERENCES brand_kits(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `ad_concepts` ADD `creative_layouts` text;
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["7-day free trial","5 ad concepts during the trial","All 10 platforms and 20 languages","1 brand kit: logo, colours, fonts and voice","Browse and download example concepts","Upgrade any time"]' WHERE `name` = 'free';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["25 ad concepts per month","All 10 platforms, 16 image sizes","Copy in 20 languages with A/B variants","1 brand kit: logo, colours, fonts and voice","ZIP, PDF and batch downloads"]' WHERE `name` = 'basic';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["100 ad concepts per month","Everything in Basic","5 brand kits","Developer API: 1,000 requests per hour per key","API calls billed monthly at per-call prices"]' WHERE `name` = 'pro';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["Unlimited ad concepts","Everything in Pro","Unlimited brand kits","Developer API: 10,000 requests per hour per key","$100 monthly API credit"]' WHERE `name` = 'enterprise';
