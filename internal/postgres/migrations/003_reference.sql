-- Reference data (codes area). Every row belongs to one dataset version;
-- an import writes a whole version in one transaction and moves ref_live
-- to it in the same transaction, so readers switch atomically. A version's
-- id is a digest of its input files: importing the same files again finds
-- the version already there and changes nothing.
CREATE TABLE ref_datasets (
    version     text PRIMARY KEY,
    imported_at timestamptz NOT NULL DEFAULT now(),
    row_count   bigint NOT NULL
);

CREATE TABLE ref_dataset_files (
    version   text   NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    name      text   NOT NULL,
    sha256    text   NOT NULL,
    bytes     bigint NOT NULL,
    row_count integer NOT NULL,
    PRIMARY KEY (version, name)
);

-- The one live version (a single row).
CREATE TABLE ref_live (
    singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    version     text NOT NULL REFERENCES ref_datasets,
    switched_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ref_sections (
    version            text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    seq                integer NOT NULL, -- catalog order
    code               text    NOT NULL,
    edition            text    NOT NULL,
    kind               text    NOT NULL,
    number             text    NOT NULL,
    title              text    NOT NULL,
    chapter            text    NOT NULL,
    parent             text    NOT NULL,
    topics             text[]  NOT NULL,
    viewer_url         text    NOT NULL,
    source             text    NOT NULL,
    related_calc_kinds text[]  NOT NULL,
    PRIMARY KEY (version, seq)
);
-- Lookups by number are case-insensitive; the importer rejects two rows
-- whose numbers differ only in case.
CREATE UNIQUE INDEX ref_sections_number ON ref_sections (version, code, upper(number), edition);

CREATE TABLE ref_standards (
    version            text   NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    seq                integer NOT NULL,
    designation        text   NOT NULL,
    title              text   NOT NULL,
    publisher          text   NOT NULL,
    url                text   NOT NULL,
    referenced_by      text   NOT NULL,
    source             text   NOT NULL,
    related_calc_kinds text[] NOT NULL,
    PRIMARY KEY (version, seq)
);
CREATE UNIQUE INDEX ref_standards_designation ON ref_standards (version, upper(designation));

CREATE TABLE ref_adoption (
    version        text NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    state_abbr     text NOT NULL,
    state          text NOT NULL,
    code           text NOT NULL,
    code_order     integer NOT NULL,
    edition        text NOT NULL,
    scope          text NOT NULL,
    effective_date date,
    amendments     text NOT NULL,
    status         text NOT NULL,
    confidence     text NOT NULL,
    source         text NOT NULL,
    notes          text NOT NULL,
    PRIMARY KEY (version, state_abbr, code)
);

CREATE TABLE ref_counties (
    version    text NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    fips       text NOT NULL,
    name       text NOT NULL,
    state_abbr text NOT NULL,
    state      text NOT NULL,
    PRIMARY KEY (version, fips)
);

CREATE TABLE ref_zips (
    version     text NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    zip         text NOT NULL,
    state_abbr  text NOT NULL,
    county_fips text NOT NULL,
    PRIMARY KEY (version, zip)
);

---- create above / drop below ----

DROP TABLE ref_zips;
DROP TABLE ref_counties;
DROP TABLE ref_adoption;
DROP TABLE ref_standards;
DROP TABLE ref_sections;
DROP TABLE ref_live;
DROP TABLE ref_dataset_files;
DROP TABLE ref_datasets;
