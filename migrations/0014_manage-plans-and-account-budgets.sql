-- Money and trust (issue 29): a paid plan can be cancelled at the end of its period and resumed before then; the API
-- budget of a plan is the account's, shared by all its keys, so the plan cards say "per account".
ALTER TABLE `users` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;

--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["100 ad concepts per month","Everything in Basic","5 brand kits","Developer API: 1,000 requests per hour per account","API calls billed monthly at per-call prices"]' WHERE `name` = 'pro';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["Unlimited ad concepts","Everything in Pro","Unlimited brand kits","Developer API: 10,000 requests per hour per account","$100 monthly API credit"]' WHERE `name` = 'enterprise';
