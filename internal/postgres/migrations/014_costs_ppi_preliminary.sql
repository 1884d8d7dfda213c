-- Costs area, price side: each PPI month's preliminary mark (footnote P in
-- the BLS flat files of a pulled release; the last four months of the
-- bundled file's release). Places of a pulled BPS release are rows of
-- ref_costs_permits with kind 'place' (code = state FIPS + permit-place id).
ALTER TABLE ref_costs_ppi ADD COLUMN preliminary boolean NOT NULL DEFAULT false;

---- create above / drop below ----

ALTER TABLE ref_costs_ppi DROP COLUMN preliminary;
