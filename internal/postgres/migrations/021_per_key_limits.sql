-- Issue 37: a key's own limits, each at most its account's. A monthly call
-- limit (calls past it answer 429 key_limit_reached until the month turns)
-- and a rate in requests per minute. key_limit_since is when the monthly
-- limit was set on a key that had none: the meter's count of the key
-- starts then, from the usage detail (docs/decisions/0074-per-key-limits.md).
ALTER TABLE api_keys ADD COLUMN monthly_call_limit bigint CHECK (monthly_call_limit > 0),
    ADD COLUMN rate_per_minute integer CHECK (rate_per_minute > 0),
    ADD COLUMN key_limit_since timestamptz,
    ADD CONSTRAINT api_keys_key_limit_since CHECK (monthly_call_limit IS NULL OR key_limit_since IS NOT NULL);

---- create above / drop below ----

ALTER TABLE api_keys DROP CONSTRAINT api_keys_key_limit_since,
    DROP COLUMN key_limit_since, DROP COLUMN rate_per_minute, DROP COLUMN monthly_call_limit;
