DROP INDEX `newsletter_recipients_campaign_idx`;--> statement-breakpoint
ALTER TABLE `newsletter_campaign_recipients` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_recipients_campaign_subscriber_idx` ON `newsletter_campaign_recipients` (`campaign_id`,`subscriber_id`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_expires` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribe_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_idx` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_unsubscribe_idx` ON `newsletter_subscribers` (`unsubscribe_token`);--> statement-breakpoint
-- Every subscriber has an unsubscribe link from the start (decision 012).
UPDATE `newsletter_subscribers` SET `unsubscribe_token` = lower(hex(randomblob(32))) WHERE `unsubscribe_token` IS NULL;
