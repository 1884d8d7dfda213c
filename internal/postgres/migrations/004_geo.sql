-- The geography area (reference/geo): county populations and the county →
-- CBSA delineation join the county and ZIP crosswalks of 003, so every area
-- can resolve a place to its metro and size.
ALTER TABLE ref_counties
    ADD COLUMN population      bigint  NOT NULL DEFAULT 0,
    ADD COLUMN population_year integer NOT NULL DEFAULT 0,
    ADD COLUMN cbsa            text    NOT NULL DEFAULT '',
    ADD COLUMN cbsa_title      text    NOT NULL DEFAULT '',
    ADD COLUMN cbsa_type       text    NOT NULL DEFAULT '';

ALTER TABLE ref_zips ADD COLUMN place_name text NOT NULL DEFAULT '';

CREATE TABLE ref_cbsas (
    version         text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    code            text    NOT NULL,
    title           text    NOT NULL,
    type            text    NOT NULL CHECK (type IN ('metro', 'micro')),
    population      bigint  NOT NULL,
    population_year integer NOT NULL,
    counties        text[]  NOT NULL,
    PRIMARY KEY (version, code)
);

---- create above / drop below ----

DROP TABLE ref_cbsas;
ALTER TABLE ref_zips DROP COLUMN place_name;
ALTER TABLE ref_counties DROP COLUMN population, DROP COLUMN population_year, DROP COLUMN cbsa, DROP COLUMN cbsa_title, DROP COLUMN cbsa_type;
