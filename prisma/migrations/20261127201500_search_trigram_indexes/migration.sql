-- Trigram indexes for the owner's searches (docs/scaling.md, "Lists at scale"): the clients
-- page and the client pickers search name, email and phone, the quotes, invoices and jobs
-- lists their title and their client's name and email (lib/search/documents.ts), all with
-- `ILIKE '%text%'`, which no B-tree serves; with these a search for one customer reads the
-- rows that match instead of every row of the company.
-- Written by hand: Prisma's schema language has no trigram operator class without its
-- postgresqlExtensions preview, and `npm run db:new-migration` diffs two schema files, so it
-- never proposes to drop them. PGlite loads pg_trgm (lib/db/pglite.ts); on PostgreSQL it is a
-- contrib extension that a database owner may create (trusted since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Client_name_trgm_idx" ON "Client" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "Client_email_trgm_idx" ON "Client" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "Client_phone_trgm_idx" ON "Client" USING GIN ("phone" gin_trgm_ops);
CREATE INDEX "Quote_title_trgm_idx" ON "Quote" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "Invoice_title_trgm_idx" ON "Invoice" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "Job_title_trgm_idx" ON "Job" USING GIN ("title" gin_trgm_ops);
