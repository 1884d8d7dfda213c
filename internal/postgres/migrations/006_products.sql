-- Products area: certified product records of a reference dataset version
-- (one row per product_id after the newer snapshot won its duplicates),
-- and the row counts and files of each source snapshot.
CREATE TABLE ref_products (
    version      text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    product_id   text    NOT NULL,
    category     text    NOT NULL,
    subcategory  text    NOT NULL,
    brand        text    NOT NULL,
    model_number text    NOT NULL,
    name         text    NOT NULL,
    specs        jsonb   NOT NULL, -- spec key (unit in the key) → number, text or boolean
    certification jsonb  NOT NULL,
    source_id    text    NOT NULL,
    source_file  text    NOT NULL,
    source_line  integer NOT NULL,
    confidence   text    NOT NULL,
    PRIMARY KEY (version, product_id)
);

CREATE TABLE ref_product_sources (
    version   text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    source_id text    NOT NULL,
    row_count integer NOT NULL, -- rows read from its files, before deduplication
    files     text[]  NOT NULL,
    PRIMARY KEY (version, source_id)
);

---- create above / drop below ----

DROP TABLE ref_product_sources;
DROP TABLE ref_products;
