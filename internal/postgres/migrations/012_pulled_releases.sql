-- Releases pulled from the publishers (`plumbline data pull`): which
-- release of each source a dataset version was built from, and when it was
-- retrieved; and which file each QCEW row came from (the bundled extract or
-- a pulled release), which answers name in their sources.
CREATE TABLE ref_pulled_releases (
    version          text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    source           text    NOT NULL,
    release          text    NOT NULL,
    retrieved_at     text    NOT NULL,
    publisher_sha256 text    NOT NULL,
    rows             integer NOT NULL,
    PRIMARY KEY (version, source)
);

ALTER TABLE ref_labor_qcew ADD COLUMN file text NOT NULL DEFAULT '';

---- create above / drop below ----

ALTER TABLE ref_labor_qcew DROP COLUMN file;
DROP TABLE ref_pulled_releases;
