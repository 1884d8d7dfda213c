-- OAuth 2.1 for hosted MCP clients (issue 28): registered clients,
-- authorization codes, grants (one consent each, bound to the API key it
-- was given with) and their tokens. Every secret is stored only as an
-- HMAC-SHA-256 under a server secret; a grant holds its key's hash so its
-- tokens end the moment the key is revoked.

CREATE TABLE oauth_clients (
    id            text PRIMARY KEY,
    secret_hash   bytea CHECK (octet_length(secret_hash) = 32),
    auth_method   text NOT NULL CHECK (auth_method IN ('none', 'client_secret_post', 'client_secret_basic')),
    redirect_uris text[] NOT NULL CHECK (cardinality(redirect_uris) > 0),
    grant_types   text[] NOT NULL,
    metadata      jsonb NOT NULL,
    created_at    timestamptz NOT NULL,
    first_used_at timestamptz,
    CHECK ((auth_method = 'none') = (secret_hash IS NULL))
);
CREATE INDEX oauth_clients_abandoned ON oauth_clients (created_at) WHERE first_used_at IS NULL;

CREATE TABLE oauth_grants (
    id          text PRIMARY KEY,
    client_id   text  NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
    customer_id text  NOT NULL REFERENCES customers (id),
    key_id      text  NOT NULL REFERENCES api_keys (id),
    key_hash    bytea NOT NULL CHECK (octet_length(key_hash) = 32),
    resource    text  NOT NULL,
    scope       text  NOT NULL,
    created_at  timestamptz NOT NULL,
    revoked_at  timestamptz
);
CREATE INDEX oauth_grants_customer ON oauth_grants (customer_id) WHERE revoked_at IS NULL;

CREATE TABLE oauth_codes (
    code_hash    bytea PRIMARY KEY CHECK (octet_length(code_hash) = 32),
    client_id    text  NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
    customer_id  text  NOT NULL REFERENCES customers (id),
    key_id       text  NOT NULL REFERENCES api_keys (id),
    key_hash     bytea NOT NULL CHECK (octet_length(key_hash) = 32),
    redirect_uri text  NOT NULL,
    challenge    text  NOT NULL,
    resource     text  NOT NULL,
    scope        text  NOT NULL,
    created_at   timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL,
    used_at      timestamptz,
    -- the grant issued from this code: revoked if the code is presented again
    grant_id     text REFERENCES oauth_grants (id) ON DELETE SET NULL
);
CREATE INDEX oauth_codes_expires ON oauth_codes (expires_at);

CREATE TABLE oauth_tokens (
    token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
    grant_id   text NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
    kind       text NOT NULL CHECK (kind IN ('access', 'refresh')),
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    revoked_at timestamptz
);
CREATE INDEX oauth_tokens_grant ON oauth_tokens (grant_id);
CREATE INDEX oauth_tokens_expires ON oauth_tokens (expires_at);

---- create above / drop below ----

DROP TABLE oauth_tokens;
DROP TABLE oauth_codes;
DROP TABLE oauth_grants;
DROP TABLE oauth_clients;
