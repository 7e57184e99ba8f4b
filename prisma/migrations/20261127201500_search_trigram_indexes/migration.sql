-- Trigram indexes for the client searches (docs/scaling.md, "Lists at scale"): the clients
-- page and the client pickers of the quote editor and the New job dialog search name, email
-- and phone with `ILIKE '%text%'` (Prisma's `contains`), which no B-tree serves; with these a
-- search for one customer reads the rows that match instead of every client of the company.
-- (The quote, invoice and job searches join the client in one OR, which PostgreSQL cannot
-- split across indexes: those walk their list's own index, docs/scaling.md.)
-- Written by hand: Prisma's schema language has no trigram operator class without its
-- postgresqlExtensions preview, and `npm run db:new-migration` diffs two schema files, so it
-- never proposes to drop them. PGlite loads pg_trgm (lib/db/pglite.ts); on PostgreSQL it is a
-- contrib extension that a database owner may create (trusted since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Client_name_trgm_idx" ON "Client" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "Client_email_trgm_idx" ON "Client" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "Client_phone_trgm_idx" ON "Client" USING GIN ("phone" gin_trgm_ops);
