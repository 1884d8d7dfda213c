-- Usage ledger: counts moved from the live counters, one row per
-- (flush batch, customer, month). The batch id makes a retried flush a no-op.
CREATE TABLE usage_ledger (
    batch_id     text   NOT NULL,
    customer_id  text   NOT NULL,
    period_start date   NOT NULL,
    calls        bigint NOT NULL CHECK (calls > 0),
    recorded_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (batch_id, customer_id, period_start)
);
CREATE INDEX usage_ledger_customer_period ON usage_ledger (customer_id, period_start);

-- Overage to report to Stripe Billing Meter Events. The identifier is
-- derived from the ledger batch, so a retried report is deduplicated by Stripe.
CREATE TABLE meter_reports (
    identifier         text PRIMARY KEY,
    batch_id           text   NOT NULL,
    customer_id        text   NOT NULL,
    stripe_customer_id text   NOT NULL,
    period_start       date   NOT NULL,
    calls              bigint NOT NULL CHECK (calls > 0),
    created_at         timestamptz NOT NULL DEFAULT now(),
    sent_at            timestamptz,
    attempts           integer NOT NULL DEFAULT 0,
    last_error         text
);
CREATE INDEX meter_reports_unsent ON meter_reports (created_at) WHERE sent_at IS NULL;

---- create above / drop below ----

DROP TABLE meter_reports;
DROP TABLE usage_ledger;
