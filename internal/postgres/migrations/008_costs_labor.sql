-- Costs area, labor side: the OEWS cells (values as published, markers
-- kept), the OFLC wage levels, the OEWS wage areas with their counties and
-- the QCEW rows of a reference dataset version. The service rebuilds the
-- same in-memory index the embedded default uses from these rows.
CREATE TABLE ref_labor_oews (
    version     text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    area        text    NOT NULL,
    area_title  text    NOT NULL,
    area_type   text    NOT NULL,
    soc         text    NOT NULL,
    title       text    NOT NULL,
    period      text    NOT NULL,
    file        text    NOT NULL,
    line        integer NOT NULL,
    employment  text    NOT NULL,
    emp_prse    text    NOT NULL,
    h_mean      text    NOT NULL,
    h_pct25     text    NOT NULL,
    h_median    text    NOT NULL,
    h_pct75     text    NOT NULL,
    a_mean      text    NOT NULL,
    a_pct25     text    NOT NULL,
    a_median    text    NOT NULL,
    a_pct75     text    NOT NULL,
    mean_prse   text    NOT NULL,
    annual_only boolean NOT NULL,
    superseded  boolean NOT NULL, -- a newer file holds the same area and occupation
    PRIMARY KEY (version, area, soc, period)
);

CREATE TABLE ref_labor_oflc (
    version       text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    area          text    NOT NULL,
    area_title    text    NOT NULL,
    state         text    NOT NULL,
    soc           text    NOT NULL,
    level1        double precision NOT NULL, -- hourly dollars
    level2        double precision NOT NULL,
    level3        double precision NOT NULL,
    level4        double precision NOT NULL,
    same_in_state integer NOT NULL,
    line          integer NOT NULL,
    PRIMARY KEY (version, area, soc)
);

CREATE TABLE ref_labor_areas (
    version  text   NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    code     text   NOT NULL,
    title    text   NOT NULL,
    state    text   NOT NULL,
    counties text[] NOT NULL,
    PRIMARY KEY (version, code)
);

CREATE TABLE ref_labor_qcew (
    version          text    NOT NULL REFERENCES ref_datasets ON DELETE CASCADE,
    seq              integer NOT NULL, -- file order
    area_fips        text    NOT NULL,
    own_code         text    NOT NULL,
    industry_code    text    NOT NULL,
    agglvl_code      text    NOT NULL,
    year             text    NOT NULL,
    qtr              text    NOT NULL,
    disclosure_code  text    NOT NULL,
    annual_avg_estabs  text  NOT NULL,
    annual_avg_emplvl  text  NOT NULL,
    total_annual_wages text  NOT NULL,
    annual_avg_wkly_wage text NOT NULL,
    avg_annual_pay   text    NOT NULL,
    lq_annual_avg_emplvl text NOT NULL,
    oty_annual_avg_emplvl_pct_chg text NOT NULL,
    line             integer NOT NULL,
    PRIMARY KEY (version, seq)
);

---- create above / drop below ----

DROP TABLE ref_labor_qcew;
DROP TABLE ref_labor_areas;
DROP TABLE ref_labor_oflc;
DROP TABLE ref_labor_oews;
