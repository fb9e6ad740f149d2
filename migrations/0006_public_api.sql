CREATE TABLE `api_idempotency` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`concept_id` integer,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_idempotency_user_key_idx` ON `api_idempotency` (`user_id`,`key`);--> statement-breakpoint
DROP INDEX `api_billing_user_period_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `api_billing_user_period_idx` ON `api_billing` (`user_id`,`billing_period_start`);--> statement-breakpoint
ALTER TABLE `api_usage` ADD `request_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `api_usage_request_idx` ON `api_usage` (`request_id`);