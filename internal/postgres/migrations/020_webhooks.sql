-- Issue 37: signed usage webhooks. An endpoint is a customer's URL, the
-- events it wants and its signing secret, sealed (AES-256-GCM under a key
-- derived from the key pepper; docs/decisions/0073-webhooks.md): the
-- server must read it back to sign, so it cannot be a hash as API keys are.
CREATE TABLE webhook_endpoints (
    id          text PRIMARY KEY,
    customer_id text        NOT NULL,
    url         text        NOT NULL,
    events      text[]      NOT NULL CHECK (cardinality(events) > 0),
    thresholds  smallint[]  NOT NULL DEFAULT '{}',
    secret      bytea       NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_customer ON webhook_endpoints (customer_id);

-- The outbox: each event once, with a stable id. dedupe_key makes an
-- event that several instances may detect (a threshold crossed, per
-- customer, month and percentage) exist once, whoever inserts it first.
CREATE TABLE webhook_events (
    id          text PRIMARY KEY,
    type        text        NOT NULL,
    customer_id text        NOT NULL,
    dedupe_key  text UNIQUE,
    livemode    boolean     NOT NULL DEFAULT true,
    data        json        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_customer ON webhook_events (customer_id, created_at);

-- One delivery per event and endpoint, written in the event's transaction:
-- pending until delivered or given up (failed). A worker claims a due row
-- (FOR UPDATE SKIP LOCKED) by moving next_attempt_at past its attempt, so
-- a claim that dies with its instance comes due again.
CREATE TABLE webhook_deliveries (
    id              text PRIMARY KEY,
    event_id        text        NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
    endpoint_id     text        NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    status          text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts        integer     NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    created_at      timestamptz NOT NULL DEFAULT now(),
    delivered_at    timestamptz,
    UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at);

-- Each attempt: what the receiver answered (response_code, 0 when none)
-- or why it could not be reached, and when the next attempt is due.
CREATE TABLE webhook_attempts (
    id              bigserial PRIMARY KEY,
    delivery_id     text        NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    attempted_at    timestamptz NOT NULL,
    status          text        NOT NULL CHECK (status IN ('delivered', 'retrying', 'failed')),
    response_code   integer     NOT NULL DEFAULT 0,
    error           text        NOT NULL DEFAULT '',
    duration_ms     integer     NOT NULL DEFAULT 0,
    next_attempt_at timestamptz
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at);

---- create above / drop below ----

DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
DROP TABLE webhook_events;
DROP TABLE webhook_endpoints;
