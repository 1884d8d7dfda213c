-- Placeholder: number 020 is the webhooks migration (issue 37, built on
-- another branch). This file only keeps tern's numbering whole on this
-- branch; it is dropped when the webhooks migration merges.
SELECT 1;

---- create above / drop below ----

SELECT 1;
