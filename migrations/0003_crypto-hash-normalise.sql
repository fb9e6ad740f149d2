-- Crypto transaction hashes normalised per currency before 0004 makes the column unique: hex hashes (BTC; ETH and
-- USDT with their 0x prefix) lower-case; Solana's base58 is case-sensitive and stays as it is.
UPDATE `payment_transactions` SET `crypto_tx_hash` = lower(`crypto_tx_hash`)
  WHERE `crypto_tx_hash` IS NOT NULL AND `crypto_currency` IN ('BTC', 'ETH', 'USDT');
--> statement-breakpoint
-- A case variant of an earlier hash is the same transaction submitted twice: the later row keeps a marked hash (so the
-- index can be built and administrators still see it) and, if undecided, is rejected so it cannot grant a second plan.
UPDATE `payment_transactions`
  SET `crypto_tx_hash` = `crypto_tx_hash` || '#duplicate-' || `id`,
      `status` = CASE WHEN `status` = 'pending' THEN 'rejected' ELSE `status` END
  WHERE `crypto_tx_hash` IS NOT NULL AND EXISTS (
    SELECT 1 FROM `payment_transactions` AS `earlier`
    WHERE `earlier`.`crypto_tx_hash` = `payment_transactions`.`crypto_tx_hash`
      AND `earlier`.`id` < `payment_transactions`.`id`
  );
