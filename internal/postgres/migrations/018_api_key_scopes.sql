-- Scopes of an API key (issue 38): a bit set of plumbline.Scopes (calc,
-- codes, costs, products, benchmarks, account:read); 0 is every scope,
-- which every key made before there were scopes keeps.
ALTER TABLE api_keys ADD COLUMN scopes smallint NOT NULL DEFAULT 0 CHECK (scopes >= 0 AND scopes < 64);

---- create above / drop below ----

ALTER TABLE api_keys DROP COLUMN scopes;
