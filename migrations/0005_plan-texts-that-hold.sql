-- Plan cards promise only what works today (decision 009): every plan has A/B variants and batch downloads, the trial
-- is 5 concepts in 7 days; the developer API and support lines return when those exist.
UPDATE `subscription_plans` SET `features_json` = '["7-day free trial","5 ad concepts during the trial","All 7 platforms and 20 languages","Browse and download example concepts","Upgrade any time"]' WHERE `name` = 'free';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["25 ad concepts per month","All 7 platforms, 9 image sizes","Copy in 20 languages with A/B variants","ZIP, PDF and batch downloads"]' WHERE `name` = 'basic';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["100 ad concepts per month","Everything in Basic"]' WHERE `name` = 'pro';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["Unlimited ad concepts","Everything in Pro"]' WHERE `name` = 'enterprise';
