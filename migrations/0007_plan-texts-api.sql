-- The developer API exists (issue 12): Pro and Enterprise cards name its hourly budget per key, and Enterprise its
-- monthly credit, as services/api-keys.ts and services/api-usage.ts enforce them (planApiBudget, planApiCredit).
UPDATE `subscription_plans` SET `features_json` = '["100 ad concepts per month","Everything in Basic","Developer API: 1,000 requests per hour per key","API calls billed monthly at per-call prices"]' WHERE `name` = 'pro';
--> statement-breakpoint
UPDATE `subscription_plans` SET `features_json` = '["Unlimited ad concepts","Everything in Pro","Developer API: 10,000 requests per hour per key","$100 monthly API credit"]' WHERE `name` = 'enterprise';
