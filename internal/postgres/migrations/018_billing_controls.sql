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

---- create above / drop below ----

DROP TABLE usage_detail_batches;
DROP TABLE usage_detail;
