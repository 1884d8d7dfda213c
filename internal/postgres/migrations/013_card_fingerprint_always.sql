-- Every account records its card's fingerprint (issue 25). Before, with the
-- duplicate-card check off nothing was recorded, so turning the check on later
-- could not refuse a card already on file. The setting now decides only
-- whether a signup is refused: an account that claimed its card while the
-- check was on (card_exclusive) holds it alone, which the index enforces
-- against a racing signup; accounts made with the check off share theirs.
--
-- Every fingerprint recorded so far was recorded with the check on.
ALTER TABLE customers ADD COLUMN card_exclusive boolean NOT NULL DEFAULT false;
UPDATE customers SET card_exclusive = true WHERE card_fingerprint IS NOT NULL;
DROP INDEX customers_card_fingerprint_key;
CREATE UNIQUE INDEX customers_card_exclusive_key ON customers (card_fingerprint) WHERE card_exclusive;
CREATE INDEX customers_card_fingerprint ON customers (card_fingerprint) WHERE card_fingerprint IS NOT NULL;

---- create above / drop below ----

-- Back to one account per recorded card: shared fingerprints keep the
-- earliest account's, as migration 005 did.
DROP INDEX customers_card_fingerprint;
DROP INDEX customers_card_exclusive_key;
UPDATE customers c SET card_fingerprint = NULL
WHERE card_fingerprint IS NOT NULL
  AND EXISTS (SELECT 1 FROM customers o
              WHERE o.card_fingerprint = c.card_fingerprint
                AND (o.created_at, o.id) < (c.created_at, c.id));
CREATE UNIQUE INDEX customers_card_fingerprint_key ON customers (card_fingerprint) WHERE card_fingerprint IS NOT NULL;
ALTER TABLE customers DROP COLUMN card_exclusive;
