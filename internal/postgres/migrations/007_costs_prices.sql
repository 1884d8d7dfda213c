-- PLACEHOLDER on branch costs-labor only: tern needs contiguous numbers and
-- 007 belongs to the costs-prices branch (007_costs_prices.sql). On merge,
-- take that branch's file and drop this one.
SELECT 1;

---- create above / drop below ----

SELECT 1;
