CREATE TABLE `user_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_sessions_user_idx` ON `user_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `user_sessions_expires_idx` ON `user_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`verification_token` text,
	`reset_password_token` text,
	`reset_password_expires` integer,
	`subscription_plan` text DEFAULT 'free' NOT NULL,
	`subscription_status` text DEFAULT 'inactive' NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_start_date` integer,
	`subscription_end_date` integer,
	`concepts_generated` integer DEFAULT 0 NOT NULL,
	`concepts_limit` integer DEFAULT 5 NOT NULL,
	`last_reset_date` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_stripe_customer_idx` ON `users` (`stripe_customer_id`);--> statement-breakpoint
CREATE INDEX `users_stripe_subscription_idx` ON `users` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `users_verification_token_idx` ON `users` (`verification_token`);--> statement-breakpoint
CREATE INDEX `users_reset_password_token_idx` ON `users` (`reset_password_token`);--> statement-breakpoint
CREATE TABLE `ad_concepts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_en` text NOT NULL,
	`title_es` text NOT NULL,
	`body_en` text NOT NULL,
	`body_es` text NOT NULL,
	`image_url` text NOT NULL,
	`image_data` text,
	`smart_resized_images` text,
	`smart_resized_images_data` text,
	`platforms` text NOT NULL,
	`business_context` text,
	`is_ai_generated` integer DEFAULT 0 NOT NULL,
	`image_description` text,
	`title_en_variant` text,
	`title_es_variant` text,
	`body_en_variant` text,
	`body_es_variant` text,
	`download_count` integer DEFAULT 0 NOT NULL,
	`generation_count` integer DEFAULT 0 NOT NULL,
	`last_downloaded` integer,
	`user_id` integer NOT NULL,
	`user_concept_number` integer,
	`ai_generated_copy` text,
	`selected_languages` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ad_concepts_user_idx` ON `ad_concepts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `ad_concepts_user_number_uq` ON `ad_concepts` (`user_id`,`user_concept_number`);--> statement-breakpoint
CREATE TABLE `batch_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`concept_ids` text NOT NULL,
	`target_platforms` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`total_concepts` integer NOT NULL,
	`processed_concepts` integer DEFAULT 0 NOT NULL,
	`result_urls` text,
	`error_message` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batch_jobs_user_idx` ON `batch_jobs` (`user_id`);--> statement-breakpoint
CREATE INDEX `batch_jobs_status_idx` ON `batch_jobs` (`status`);--> statement-breakpoint
CREATE TABLE `publishing_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`concept_id` integer NOT NULL,
	`platform` text NOT NULL,
	`status` text NOT NULL,
	`published_url` text,
	`response` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`concept_id`) REFERENCES `ad_concepts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `publishing_logs_concept_idx` ON `publishing_logs` (`concept_id`);--> statement-breakpoint
CREATE TABLE `newsletter_campaign_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`email_id` text,
	`error_message` text,
	`sent_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_recipients_campaign_idx` ON `newsletter_campaign_recipients` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `newsletter_recipients_subscriber_idx` ON `newsletter_campaign_recipients` (`subscriber_id`);--> statement-breakpoint
CREATE TABLE `newsletter_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`content` text NOT NULL,
	`sent_by` integer NOT NULL,
	`total_recipients` integer NOT NULL,
	`successful_sends` integer NOT NULL,
	`failed_sends` integer NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `newsletter_campaigns_sent_by_idx` ON `newsletter_campaigns` (`sent_by`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`source` text DEFAULT 'website',
	`status` text DEFAULT 'active' NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`);--> statement-breakpoint
CREATE TABLE `crypto_payment_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`currency` text NOT NULL,
	`address` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `crypto_payment_addresses_currency_idx` ON `crypto_payment_addresses` (`currency`,`is_active`);--> statement-breakpoint
CREATE TABLE `payment_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`subscription_plan` text NOT NULL,
	`stripe_payment_intent_id` text,
	`stripe_session_id` text,
	`crypto_address` text,
	`crypto_tx_hash` text,
	`crypto_amount` text,
	`crypto_currency` text,
	`verified_at` integer,
	`expires_at` integer,
	`metadata` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_transactions_user_idx` ON `payment_transactions` (`user_id`);--> statement-breakpoint
CREATE INDEX `payment_transactions_stripe_session_idx` ON `payment_transactions` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `payment_transactions_stripe_intent_idx` ON `payment_transactions` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `payment_transactions_crypto_tx_idx` ON `payment_transactions` (`crypto_tx_hash`);--> statement-breakpoint
CREATE INDEX `payment_transactions_status_idx` ON `payment_transactions` (`status`);--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`price` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`interval` text NOT NULL,
	`concepts_limit` integer NOT NULL,
	`features_json` text,
	`stripe_price_id` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_plans_name_unique` ON `subscription_plans` (`name`);--> statement-breakpoint
CREATE TABLE `api_billing` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`billing_period_start` integer NOT NULL,
	`billing_period_end` integer NOT NULL,
	`total_requests` integer DEFAULT 0 NOT NULL,
	`total_cost` real DEFAULT 0 NOT NULL,
	`free_credits_used` real DEFAULT 0 NOT NULL,
	`overage` real DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`stripe_invoice_id` text,
	`paid_at` integer,
	`metadata` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `api_billing_user_period_idx` ON `api_billing` (`user_id`,`billing_period_start`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`key_id` text NOT NULL,
	`hashed_key` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`last_used` integer,
	`rate_limit` integer DEFAULT 1000 NOT NULL,
	`allowed_origins` text,
	`permissions` text DEFAULT '["concept:create","concept:read"]' NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_id_unique` ON `api_keys` (`key_id`);--> statement-breakpoint
CREATE INDEX `api_keys_user_idx` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `api_rate_limits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`api_key_id` integer,
	`window` text NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL,
	`window_start` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`reset_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`api_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `api_rate_limits_user_idx` ON `api_rate_limits` (`user_id`);--> statement-breakpoint
CREATE INDEX `api_rate_limits_key_idx` ON `api_rate_limits` (`api_key_id`);--> statement-breakpoint
CREATE TABLE `api_usage` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`api_key_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`method` text NOT NULL,
	`status_code` integer NOT NULL,
	`response_time` integer,
	`request_size` integer,
	`response_size` integer,
	`ip_address` text,
	`user_agent` text,
	`cost` real DEFAULT 0 NOT NULL,
	`metadata` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`api_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `api_usage_user_created_idx` ON `api_usage` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `api_usage_key_idx` ON `api_usage` (`api_key_id`);--> statement-breakpoint
CREATE INDEX `api_usage_endpoint_idx` ON `api_usage` (`endpoint`);