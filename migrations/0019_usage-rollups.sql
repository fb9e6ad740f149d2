CREATE TABLE `api_usage_hourly` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`api_key_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`method` text NOT NULL,
	`hour` integer NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`billable_calls` integer DEFAULT 0 NOT NULL,
	`errors` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	`response_ms` integer DEFAULT 0 NOT NULL,
	`timed_calls` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`api_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_usage_hourly_slot_idx` ON `api_usage_hourly` (`user_id`,`api_key_id`,`endpoint`,`method`,`hour`);--> statement-breakpoint
CREATE INDEX `api_usage_hourly_user_hour_idx` ON `api_usage_hourly` (`user_id`,`hour`);--> statement-breakpoint
CREATE INDEX `api_usage_hourly_hour_idx` ON `api_usage_hourly` (`hour`);--> statement-breakpoint
-- The rows written one per request so far, rolled up into their hours (api_usage is read for them, no longer written).
INSERT INTO `api_usage_hourly` (`user_id`, `api_key_id`, `endpoint`, `method`, `hour`, `calls`, `billable_calls`, `errors`, `cost`, `response_ms`, `timed_calls`)
SELECT `user_id`, `api_key_id`, `endpoint`, `method`, (`created_at` / 3600000) * 3600000, count(*), coalesce(sum(`cost` > 0), 0), coalesce(sum(`status_code` >= 400), 0), total(`cost`), coalesce(sum(`response_time`), 0), count(`response_time`)
FROM `api_usage` GROUP BY `user_id`, `api_key_id`, `endpoint`, `method`, (`created_at` / 3600000) * 3600000;
--> statement-breakpoint
CREATE TABLE `usage_ledger_flushes` (
	`ledger` text NOT NULL,
	`seq` integer NOT NULL,
	PRIMARY KEY(`ledger`, `seq`)
);
