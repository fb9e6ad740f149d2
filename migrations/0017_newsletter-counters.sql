ALTER TABLE `newsletter_campaigns` ADD `skipped_sends` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_campaigns` ADD `enqueued_through` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `newsletter_recipients_campaign_status_idx` ON `newsletter_campaign_recipients` (`campaign_id`,`status`);--> statement-breakpoint
-- Campaigns written before the counters (decision 038): their skipped recipients counted once, and every recipient
-- taken as enqueued (the old deploy enqueued them all in its request, or failed those the queue refused).
UPDATE `newsletter_campaigns` SET
  `skipped_sends` = (SELECT count(*) FROM `newsletter_campaign_recipients` r WHERE r.`campaign_id` = `newsletter_campaigns`.`id` AND r.`status` = 'skipped'),
  `enqueued_through` = coalesce((SELECT max(r.`id`) FROM `newsletter_campaign_recipients` r WHERE r.`campaign_id` = `newsletter_campaigns`.`id`), 0);
