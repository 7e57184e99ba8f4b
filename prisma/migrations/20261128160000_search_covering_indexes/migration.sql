-- The owner's searches for a common word read from indexes alone (docs/scaling.md, "What
-- grows"). Such a search first walks the list's index in the list's order until a page of
-- matches is full (lib/search/documents.ts, lib/clients/clients.ts): among 50,000 clients,
-- "smith" reads about 1,650 entries before its 26th match, "garcia" about 750 quotes. Each
-- entry fetched its row from the table to test the text (one page of the table per row: 1,674
-- pages for the clients' search, 6.6 ms), and each quote, invoice or job its client's row to
-- test the client's name (a lookup of about 5 microseconds a row: 1,000 jobs, 5 ms). With the
-- tested columns in the index, the walk is an index-only scan (1,651 clients: 1.6 ms, and 0.7
-- ms with the one "searchText" below; the quotes' title walk 3 ms -> 0.4 ms).
--
-- So that a document's client can be tested from its own index entry, each quote, invoice and
-- job carries a copy of its client's name and email, kept by triggers: written whenever the
-- document's client is set (insert, a new client, the client's deletion setting it to null),
-- and on every document of a client whose name or email changes. The app never writes them.
--
-- Same names and keys as before where an index is replaced; Prisma's schema language has no
-- INCLUDE, so schema.prisma declares the keys and this file adds the columns (`npm run
-- db:new-migration` diffs schema files, so it never proposes to drop them).
ALTER TABLE "Quote" ADD COLUMN "clientName" TEXT, ADD COLUMN "clientEmail" TEXT;
ALTER TABLE "Invoice" ADD COLUMN "clientName" TEXT, ADD COLUMN "clientEmail" TEXT;
ALTER TABLE "Job" ADD COLUMN "clientName" TEXT, ADD COLUMN "clientEmail" TEXT;

UPDATE "Quote" d SET "clientName" = c."name", "clientEmail" = c."email"
FROM "Client" c WHERE c."id" = d."clientId";
UPDATE "Invoice" d SET "clientName" = c."name", "clientEmail" = c."email"
FROM "Client" c WHERE c."id" = d."clientId";
UPDATE "Job" d SET "clientName" = c."name", "clientEmail" = c."email"
FROM "Client" c WHERE c."id" = d."clientId";

-- A document's copy, from its client (none without one), whenever its client or the copy is
-- written: the copy cannot be set to anything but the truth.
CREATE FUNCTION "document_client_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."clientId" IS NULL THEN
    NEW."clientName" := NULL;
    NEW."clientEmail" := NULL;
  ELSE
    SELECT c."name", c."email" INTO NEW."clientName", NEW."clientEmail"
    FROM "Client" c WHERE c."id" = NEW."clientId";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Quote_client_copy" BEFORE INSERT OR UPDATE OF "clientId", "clientName", "clientEmail"
  ON "Quote" FOR EACH ROW EXECUTE FUNCTION "document_client_copy"();
CREATE TRIGGER "Invoice_client_copy" BEFORE INSERT OR UPDATE OF "clientId", "clientName", "clientEmail"
  ON "Invoice" FOR EACH ROW EXECUTE FUNCTION "document_client_copy"();
CREATE TRIGGER "Job_client_copy" BEFORE INSERT OR UPDATE OF "clientId", "clientName", "clientEmail"
  ON "Job" FOR EACH ROW EXECUTE FUNCTION "document_client_copy"();

-- A client renamed (or a new email): every document of theirs, through its clientId index.
CREATE FUNCTION "client_copy_to_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Quote" SET "clientName" = NEW."name", "clientEmail" = NEW."email" WHERE "clientId" = NEW."id";
  UPDATE "Invoice" SET "clientName" = NEW."name", "clientEmail" = NEW."email" WHERE "clientId" = NEW."id";
  UPDATE "Job" SET "clientName" = NEW."name", "clientEmail" = NEW."email" WHERE "clientId" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "Client_copy_to_documents" AFTER UPDATE OF "name", "email" ON "Client"
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "client_copy_to_documents"();

-- A client's name, email and phone in one lower-case text, for the clients' search walk: one
-- LIKE a row instead of three ILIKEs (1,650 clients: 1.4 ms -> 0.7 ms). The unit separator
-- (U+001F) between them keeps a match from spanning two fields (a search holding it is never
-- walked: lib/clients/clients.ts). Generated, so nothing else writes it; not in schema.prisma,
-- whose language has no generated columns, so Prisma never reads or writes it.
ALTER TABLE "Client" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower("name" || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("phone", ''))
) STORED;

DROP INDEX "Client_companyId_name_id_idx";
CREATE INDEX "Client_companyId_name_id_idx" ON "Client"("companyId", "name", "id") INCLUDE ("searchText");

CREATE INDEX "Quote_companyId_number_idx" ON "Quote"("companyId", "number" DESC) INCLUDE ("id", "supersededById", "title", "clientName", "clientEmail", "status", "assignedToId");

CREATE INDEX "Invoice_companyId_number_idx" ON "Invoice"("companyId", "number" DESC) INCLUDE ("id", "title", "clientName", "clientEmail", "status", "dueDate");

DROP INDEX "Job_companyId_createdAt_id_idx";
CREATE INDEX "Job_companyId_createdAt_id_idx" ON "Job"("companyId", "createdAt" DESC, "id" DESC) INCLUDE ("number", "title", "clientName", "status");
