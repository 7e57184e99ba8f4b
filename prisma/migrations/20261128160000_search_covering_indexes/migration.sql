-- The owner's searches for a common word read from indexes alone (docs/scaling.md, "What
-- grows"). Such a search walks the list's index in the list's order until a page of matches
-- is full (lib/search/documents.ts, lib/clients/clients.ts): among 50,000 clients, "smith"
-- reads about 1,650 entries before its 26th match, "garcia" about 750 quotes. Each entry
-- fetched its row from the table to test the text (one page of the table per row: 1,674
-- pages for the clients' search, 6.6 ms), and each quote or job its client's row to test the
-- client's name. With the tested columns in the index, the walk is an index-only scan
-- (1,651 entries: 1.3 ms; the quotes' title walk 3 ms -> 0.4 ms), and the client's name and
-- email are read from an index on the client's id. Same names and keys as before where an
-- index is replaced; Prisma's schema language has no INCLUDE, so schema.prisma declares the
-- keys and this file adds the columns (`npm run db:new-migration` diffs schema files, so it
-- never proposes to drop them).
DROP INDEX "Client_companyId_name_id_idx";
CREATE INDEX "Client_companyId_name_id_idx" ON "Client"("companyId", "name", "id") INCLUDE ("email", "phone");

CREATE INDEX "Client_id_idx" ON "Client"("id") INCLUDE ("companyId", "name", "email");

CREATE INDEX "Quote_companyId_number_idx" ON "Quote"("companyId", "number" DESC) INCLUDE ("id", "supersededById", "title", "clientId", "status", "assignedToId");

CREATE INDEX "Invoice_companyId_number_idx" ON "Invoice"("companyId", "number" DESC) INCLUDE ("id", "title", "clientId", "status", "dueDate");

DROP INDEX "Job_companyId_createdAt_id_idx";
CREATE INDEX "Job_companyId_createdAt_id_idx" ON "Job"("companyId", "createdAt" DESC, "id" DESC) INCLUDE ("number", "title", "clientId", "status");
