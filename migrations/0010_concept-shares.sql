CREATE TABLE `concept_shares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`concept_id` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`concept_id`) REFERENCES `ad_concepts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `concept_shares_concept_id_unique` ON `concept_shares` (`concept_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `concept_shares_token_unique` ON `concept_shares` (`token`);