-- Accounts: tiers, customers, API keys, idempotency records, Stripe events
-- and payment failures. Keys are stored only as HMAC-SHA-256 hashes.

CREATE TABLE tiers (
    id                      text PRIMARY KEY,
    name                    text    NOT NULL,
    monthly_quota           bigint  NOT NULL CHECK (monthly_quota > 0),
    rpm                     integer NOT NULL CHECK (rpm > 0),
    burst                   integer NOT NULL CHECK (burst > 0),
    hard_cap                boolean NOT NULL,
    monthly_price_usd_cents bigint  NOT NULL CHECK (monthly_price_usd_cents >= 0),
    overage_micro_usd       bigint  NOT NULL CHECK (overage_micro_usd >= 0)
);

-- Spec, Limits. Enterprise figures are defaults a contract overrides per customer.
INSERT INTO tiers VALUES
    ('free',       'Free',       1000,     10,   20,   true,  0,      0),
    ('starter',    'Starter',    25000,    60,   120,  false, 4900,   40000),
    ('growth',     'Growth',     250000,   300,  600,  false, 24900,  20000),
    ('enterprise', 'Enterprise', 10000000, 2000, 4000, false, 150000, 0);

CREATE TABLE customers (
    id                     text PRIMARY KEY,
    email                  text NOT NULL,
    tier_id                text NOT NULL REFERENCES tiers (id),
    stripe_customer_id     text UNIQUE,
    stripe_subscription_id text,
    card_fingerprint       text,
    quota_override         bigint  CHECK (quota_override > 0),
    rpm_override           integer CHECK (rpm_override > 0),
    burst_override         integer CHECK (burst_override > 0),
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_email_key ON customers (lower(email));
CREATE INDEX customers_card_fingerprint ON customers (card_fingerprint) WHERE card_fingerprint IS NOT NULL;

CREATE TABLE api_keys (
    id           text PRIMARY KEY,
    customer_id  text  NOT NULL REFERENCES customers (id),
    key_hash     bytea NOT NULL UNIQUE CHECK (octet_length(key_hash) = 32),
    key_prefix   text  NOT NULL CHECK (key_prefix ~ '^svc_[A-Za-z0-9_-]{4}$'),
    created_at   timestamptz NOT NULL DEFAULT now(),
    revoked_at   timestamptz,
    last_used_at timestamptz
);
CREATE INDEX api_keys_customer ON api_keys (customer_id, created_at DESC);

-- A replayable response is sealed (AES-GCM) under a key derived from the
-- Idempotency-Key itself, which is stored only as a hash: the database never
-- holds a readable response, and some responses carry a new API key.
CREATE TABLE idempotency_records (
    scope        text  NOT NULL,
    key_hash     bytea NOT NULL,
    request_hash bytea NOT NULL,
    state        text  NOT NULL CHECK (state IN ('in_flight', 'done')),
    status       integer,
    content_type text,
    sealed_body  bytea,
    created_at   timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz NOT NULL,
    PRIMARY KEY (scope, key_hash)
);
CREATE INDEX idempotency_records_created ON idempotency_records (created_at);

CREATE TABLE stripe_events (
    event_id    text PRIMARY KEY,
    type        text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_failures (
    event_id           text PRIMARY KEY,
    customer_id        text REFERENCES customers (id),
    stripe_customer_id text NOT NULL,
    invoice_id         text,
    amount_due_cents   bigint,
    message            text,
    occurred_at        timestamptz NOT NULL
);

---- create above / drop below ----

DROP TABLE payment_failures;
DROP TABLE stripe_events;
DROP TABLE idempotency_records;
DROP TABLE api_keys;
DROP TABLE customers;
DROP TABLE tiers;
