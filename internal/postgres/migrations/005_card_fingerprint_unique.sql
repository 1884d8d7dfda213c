-- One card per account (issue 16): the duplicate-card check read before it
-- wrote, so two signups with one card could both pass. The index makes the
-- rule the database's; billing maps its violation to 409.
--
-- Accounts that already share a card (won races) keep it on the earliest
-- account only; the later ones lose the fingerprint, not the account.
UPDATE customers c SET card_fingerprint = NULL
WHERE card_fingerprint IS NOT NULL
  AND EXISTS (SELECT 1 FROM customers o
              WHERE o.card_fingerprint = c.card_fingerprint
                AND (o.created_at, o.id) < (c.created_at, c.id));

DROP INDEX IF EXISTS customers_card_fingerprint;
CREATE UNIQUE INDEX customers_card_fingerprint_key ON customers (card_fingerprint) WHERE card_fingerprint IS NOT NULL;
