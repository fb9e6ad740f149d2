-- The concept editor (issue 28): every edit, improvement, regeneration and restore of one platform's copy in one
-- language is a version of that field set; an account keeps briefs it saved from the generator.
CREATE TABLE `copy_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`concept_id` integer NOT NULL,
	`platform` text NOT NULL,
	`language` text NOT NULL,
	`copy` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`concept_id`) REFERENCES `ad_concepts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `copy_versions_field_set_idx` ON `copy_versions` (`concept_id`,`platform`,`language`,`id`);--> statement-breakpoint
CREATE TABLE `saved_briefs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`brief` text NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_briefs_user_idx` ON `saved_briefs` (`user_id`,`updated_at`);