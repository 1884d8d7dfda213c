-- Releases (issue 29): every time a dataset version went live, with what
-- changed against the version live before (files, and rows added, removed
-- and changed per area). A release outlives its version's rows, so it names
-- the version without a foreign key. Row digests of each stored version are
-- what the next import diffs against: per table, 16 bytes a row (a hash of
-- the row's identity, a hash of its content), sorted.
CREATE TABLE ref_releases (
    seq          bigserial   PRIMARY KEY,
    version      text        NOT NULL,
    previous     text        NOT NULL DEFAULT '',
    went_live_at timestamptz NOT NULL,
    row_count    bigint      NOT NULL,
    changes      jsonb       NOT NULL
);

CREATE TABLE ref_dataset_digests (
    version   text   NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    area      text   NOT NULL,
    tbl       text   NOT NULL,
    row_count bigint NOT NULL,
    digest    bytea  NOT NULL,
    PRIMARY KEY (version, tbl)
);

ALTER TABLE ref_dataset_files
    ADD COLUMN area   text NOT NULL DEFAULT '',
    ADD COLUMN period text NOT NULL DEFAULT '';

-- The versions already stored become releases, in the order they were
-- imported (the live one last, at its switch); what they changed was not
-- recorded.
INSERT INTO ref_releases (version, went_live_at, row_count, changes)
SELECT d.version, coalesce(l.switched_at, d.imported_at), d.row_count,
       '{"sources_changed": [], "areas": [], "note": "imported before releases were recorded"}'
FROM ref_datasets d LEFT JOIN ref_live l ON l.version = d.version
ORDER BY l.version IS NOT NULL, d.imported_at;

---- create above / drop below ----

ALTER TABLE ref_dataset_files DROP COLUMN area, DROP COLUMN period;
DROP TABLE ref_dataset_digests;
DROP TABLE ref_releases;
