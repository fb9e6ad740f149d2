DROP INDEX `payment_transactions_crypto_tx_idx`;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `claim_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_crypto_tx_unique` ON `payment_transactions` (`crypto_tx_hash`);--> statement-breakpoint
ALTER TABLE `stripe_events` ADD `subscription_id` text;--> statement-breakpoint
CREATE INDEX `stripe_events_subscription_idx` ON `stripe_events` (`subscription_id`,`created`);