-- Costs area, price side: the PPI series and their monthly values, and the
-- Census BPS permit rows (county annual, CBSA derived) of a reference
-- dataset version. The memory and Postgres stores build the same in-process
-- index from these rows.
CREATE TABLE ref_costs_ppi_series (
    version   text NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    series_id text NOT NULL,
    title     text NOT NULL,
    label     text NOT NULL,
    base_date text NOT NULL, -- BLS base period YYYYMM ("" when not in the metadata)
    seasonal  text NOT NULL,
    PRIMARY KEY (version, series_id)
);

CREATE TABLE ref_costs_ppi (
    version   text             NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    series_id text             NOT NULL,
    period    text             NOT NULL, -- YYYY-MM
    value     double precision NOT NULL, -- the index as published (never dollars)
    line      integer          NOT NULL,
    PRIMARY KEY (version, series_id, period)
);

CREATE TABLE ref_costs_permits (
    version text     NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    kind    text     NOT NULL, -- county or cbsa
    code    text     NOT NULL, -- fips5 or cbsa_code
    year    integer  NOT NULL,
    period  text     NOT NULL, -- annual, or ytd_through_YYYY-MM
    name    text     NOT NULL,
    text_cols text[] NOT NULL, -- the file's other text columns, in header order
    vals    bigint[] NOT NULL, -- the file's numeric columns in header order (dollars for *_value)
    line    integer  NOT NULL,
    PRIMARY KEY (version, kind, code, year)
);

---- create above / drop below ----

DROP TABLE ref_costs_permits;
DROP TABLE ref_costs_ppi;
DROP TABLE ref_costs_ppi_series;
