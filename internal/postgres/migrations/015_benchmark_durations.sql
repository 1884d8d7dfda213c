-- Benchmarks area: new_construction_sfh durations. The Census SOC
-- public-use microdata's houses of the cohort (built for sale and sold,
-- completed in the file's year), counted by Census division and whole
-- months from start to completion with their summed survey weight: a
-- weighted quantile depends on nothing else, so the rows are not kept.
CREATE TABLE ref_benchmark_durations (
    version         text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    file            text    NOT NULL, -- the SOC file the cells came from
    completion_year integer NOT NULL,
    division        integer NOT NULL, -- Census division 1..9 (SOC DIV)
    months          integer NOT NULL, -- COMP - STRT in months
    houses          integer NOT NULL, -- sample rows
    weight          double precision NOT NULL, -- sum of WEIGHT
    PRIMARY KEY (version, division, months)
);

---- create above / drop below ----

DROP TABLE ref_benchmark_durations;
