-- The four plans of SPEC §9. Prices in cents; -1 = unlimited concepts.
INSERT INTO `subscription_plans` (`name`, `display_name`, `price`, `currency`, `interval`, `concepts_limit`, `features_json`, `is_active`) VALUES
  ('free', 'Free Trial', 0, 'usd', 'trial', 5, '["7-day free trial","5 ad concepts","Browse and download example concepts","Concept dashboard","Upgrade any time"]', 1),
  ('basic', 'Basic', 900, 'usd', 'month', 25, '["25 ad concepts per month","All 7 platforms, 9 image sizes","Copy in 20 languages","ZIP and PDF download packages","Email support"]', 1),
  ('pro', 'Pro', 2900, 'usd', 'month', 100, '["100 ad concepts per month","Everything in Basic","A/B title and body variants","Batch downloads","Developer API: 1,000 requests per hour"]', 1),
  ('enterprise', 'Enterprise', 9900, 'usd', 'month', -1, '["Unlimited ad concepts","Everything in Pro","Developer API: 10,000 requests per hour","$100 monthly API credit","Priority support"]', 1);
