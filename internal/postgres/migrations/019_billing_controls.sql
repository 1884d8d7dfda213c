-- Issue 37: usage detail by day, key and operation. A separate record from
-- usage_ledger (which stays the billing record, per customer and month):
-- each instance flushes its detail in batches; usage_detail_batches makes a
-- batch apply once, in the same transaction as its additions.
CREATE TABLE usage_detail (
    customer_id text   NOT NULL,
    day         date   NOT NULL,
    key_id      text   NOT NULL,
    operation   text   NOT NULL,
    calls       bigint NOT NULL CHECK (calls > 0),
    PRIMARY KEY (customer_id, day, key_id, operation)
);

CREATE TABLE usage_detail_batches (
    batch_id   text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
);

-- Test keys (svc_test_…): answered as live keys, never counted or billed.
-- A test key's prefix is svc_test_ + 4; a live key's stays svc_ + 4.
ALTER TABLE api_keys ADD COLUMN test boolean NOT NULL DEFAULT false;
ALTER TABLE api_keys DROP CONSTRAINT api_keys_key_prefix_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_key_prefix_check
    CHECK (key_prefix ~ (CASE WHEN test THEN '^svc_test_[A-Za-z0-9_-]{4}$' ELSE '^svc_[A-Za-z0-9_-]{4}$' END));

-- A paid account's monthly spend cap: overage calls, or US cents (one of them).
ALTER TABLE customers ADD COLUMN spend_cap_calls bigint CHECK (spend_cap_calls >= 0),
    ADD COLUMN spend_cap_usd_cents bigint CHECK (spend_cap_usd_cents >= 0),
    ADD CONSTRAINT customers_spend_cap_one CHECK (spend_cap_calls IS NULL OR spend_cap_usd_cents IS NULL);

---- create above / drop below ----

ALTER TABLE customers DROP COLUMN spend_cap_calls, DROP COLUMN spend_cap_usd_cents;

DELETE FROM api_keys WHERE test;
ALTER TABLE api_keys DROP CONSTRAINT api_keys_key_prefix_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_key_prefix_check CHECK (key_prefix ~ '^svc_[A-Za-z0-9_-]{4}$');
ALTER TABLE api_keys DROP COLUMN test;

DROP TABLE usage_detail_batches;
DROP TABLE usage_detail;
