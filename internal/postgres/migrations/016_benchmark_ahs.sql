-- Benchmarks area: the weighted cost distributions of the American Housing
-- Survey's home-improvement jobs, per benchmark type and geography (US or a
-- Census division), computed at import from a pulled AHS release.
CREATE TABLE ref_benchmark_ahs (
    version      text NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    project_type text NOT NULL,
    geo          text NOT NULL, -- US, D1..D9
    stat         jsonb NOT NULL, -- jobs, weight sum, quartiles, exclusions, file
    PRIMARY KEY (version, project_type, geo)
);

---- create above / drop below ----

DROP TABLE ref_benchmark_ahs;
