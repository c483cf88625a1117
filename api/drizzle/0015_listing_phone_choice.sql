-- The seller's "Show my phone on this listing". On for every listing made before sellers were
-- asked, as SPEC.md's card shows a phone; a constant default adds the column without rewriting
-- the table.
ALTER TABLE "products" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;
