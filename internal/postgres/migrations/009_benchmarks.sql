-- Benchmarks area: the grounding rows of a reference dataset version. The
-- figures themselves are computed on request (they also depend on the
-- calculators and the costs area's PPI), so only their inputs are stored.
CREATE TABLE ref_benchmark_soc (
    version          text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    year             integer NOT NULL,
    geo_code         text    NOT NULL, -- US, R1..R4
    statistic        text    NOT NULL, -- median or average
    usd_per_sqft     double precision NOT NULL,
    census_sheet_row integer NOT NULL,
    obs_id           text    NOT NULL,
    PRIMARY KEY (version, year, geo_code, statistic)
);

CREATE TABLE ref_benchmark_remdb (
    version text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    ord     integer NOT NULL, -- file order
    row_id  text    NOT NULL,
    model   jsonb   NOT NULL, -- coefficients low/mid/high, bounds, retrofit multiplier and adder
    PRIMARY KEY (version, ord)
);

-- Census BPS 1-unit buildings summed by tier, CBSA and county.
CREATE TABLE ref_benchmark_permits (
    version      text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    kind         text    NOT NULL, -- tier, cbsa or county
    code         text    NOT NULL,
    year         integer NOT NULL,
    counties     integer NOT NULL,
    u1_units     bigint  NOT NULL,
    u1_value_usd double precision NOT NULL,
    PRIMARY KEY (version, kind, code)
);

---- create above / drop below ----

DROP TABLE ref_benchmark_permits;
DROP TABLE ref_benchmark_remdb;
DROP TABLE ref_benchmark_soc;
