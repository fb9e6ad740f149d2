-- Instagram, TikTok, X and Facebook's 4:5 feed joined the platform table (issue 25): the plan cards name what exists,
-- 10 platforms and 16 image sizes (common/platforms.ts; worker/test/foundation.test.ts holds them to the table).
UPDATE `subscription_plans` SET `features_json` = '["7-day free trial","5 ad concepts during the trial","All 10 platforms and 20 languages","Browse and download example concepts","Upgrade any time"]' WHERE `name` = 'free';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["25 ad concepts per month","All 10 platforms, 16 image sizes","Copy in 20 languages with A/B variants","ZIP, PDF and batch downloads"]' WHERE `name` = 'basic';
