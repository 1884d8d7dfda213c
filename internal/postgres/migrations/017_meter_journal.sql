-- The journal batches the ledger holds (issue 26), by the id the instance
-- that admitted the calls gave them. It is the final word on whether a
-- journal file was delivered: a journal replayed late (adopted by another
-- instance, restored from a copy, replayed after Redis's 24-hour applied
-- markers expired) adds nothing the ledger already has.
CREATE TABLE meter_journal_batches (
    batch_id     text PRIMARY KEY,
    ledger_batch text NOT NULL,
    recorded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meter_journal_batches_recorded ON meter_journal_batches (recorded_at);

-- Counts delivered straight from a journal while Redis was unreachable (an
-- instance stopped during an outage): in the ledger, not yet in Redis's
-- live counters. An instance adds them to Redis once it answers, under
-- their journal batch id (so a send whose reply was lost, already in Redis
-- under that id, is not added again), then deletes the rows; until then a
-- live counter seeded from the ledger leaves them out, so they are counted
-- once either way.
CREATE TABLE meter_unapplied (
    batch_id     text   NOT NULL, -- the journal batch
    ledger_batch text   NOT NULL,
    customer_id  text   NOT NULL,
    period_start date   NOT NULL,
    calls        bigint NOT NULL CHECK (calls > 0),
    recorded_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (batch_id, customer_id, period_start)
);
CREATE INDEX meter_unapplied_customer ON meter_unapplied (customer_id, period_start);

---- create above / drop below ----

DROP TABLE meter_unapplied;
DROP TABLE meter_journal_batches;
