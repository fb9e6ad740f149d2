ALTER TABLE `job_rows` ADD `issues` text;--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["100 ad concepts per month","Everything in Basic","5 brand kits","Developer API: 1,000 requests per hour per account","API calls billed monthly at per-call prices","Bulk generation from a CSV: up to 100 briefs per job","Webhooks for concepts, jobs and usage"]' WHERE `name` = 'pro';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["Unlimited ad concepts","Everything in Pro","Unlimited brand kits","Developer API: 10,000 requests per hour per account","$100 monthly API credit","Bulk generation from a CSV: up to 1,000 briefs per job"]' WHERE `name` = 'enterprise';
