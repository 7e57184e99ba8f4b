-- The sums of a company's invoices, kept as the invoices change (docs/scaling.md, "What
-- grows"): the invoice list's first page shows the count, total and balance of every invoice
-- its filter keeps, and the dashboard ages what the open invoices still owe. Read from the
-- invoices themselves, each read added up every row (20,000 invoices: 4 ms, 80 of them 0.1 ms);
-- read from these tables, a status is one row and the open invoices one row a due date.
--
-- "InvoiceStatusSums": one row a company and status. "InvoiceOpenDueSums": one row a company
-- and due date, over the open statuses (sent, viewed, partially_paid: lib/invoices/format.ts
-- OPEN_INVOICE_STATUSES), for "overdue" and the aging (both depend on today, so by due date).
-- A row whose count falls to 0 is deleted, so a deleted company leaves none; no foreign key to
-- Company for that reason (its invoices' deletions are counted after it is gone).
--
-- Kept by triggers, so that every write of an invoice counts, whoever writes it (the app's
-- transitions, a payment, the seeds, a test's fixture). The triggers are deferred to COMMIT
-- and first take a lock of the company's sums: a transaction takes it after every row lock it
-- will ever hold, so two transactions of one company wait for each other's commit in turn and
-- never in a cycle (per-row locks taken at each write could deadlock: A's invoice then the
-- "sent" row, B's "sent" row then A's invoice). Each event adds the row's new values and
-- subtracts its old ones, so the sums are exact whatever the order of events.
CREATE TABLE "InvoiceStatusSums" (
    "companyId" TEXT NOT NULL,
    "status" "InvoiceStatus" NOT NULL,
    "count" INTEGER NOT NULL,
    "total" DECIMAL(16,2) NOT NULL,
    "balance" DECIMAL(16,2) NOT NULL,

    CONSTRAINT "InvoiceStatusSums_pkey" PRIMARY KEY ("companyId","status")
);

CREATE TABLE "InvoiceOpenDueSums" (
    "companyId" TEXT NOT NULL,
    "dueDate" DATE NOT NULL,
    "count" INTEGER NOT NULL,
    "total" DECIMAL(16,2) NOT NULL,
    "balance" DECIMAL(16,2) NOT NULL,

    CONSTRAINT "InvoiceOpenDueSums_pkey" PRIMARY KEY ("companyId","dueDate")
);

CREATE FUNCTION "invoice_sums_add"(
  company TEXT, invoice_status "InvoiceStatus", due DATE, n INTEGER, total NUMERIC, balance NUMERIC
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "InvoiceStatusSums" AS s ("companyId", "status", "count", "total", "balance")
  VALUES (company, invoice_status, n, total, balance)
  ON CONFLICT ("companyId", "status") DO UPDATE
    SET "count" = s."count" + EXCLUDED."count",
        "total" = s."total" + EXCLUDED."total",
        "balance" = s."balance" + EXCLUDED."balance";
  DELETE FROM "InvoiceStatusSums"
  WHERE "companyId" = company AND "status" = invoice_status AND "count" = 0;
  IF invoice_status IN ('sent', 'viewed', 'partially_paid') THEN
    INSERT INTO "InvoiceOpenDueSums" AS s ("companyId", "dueDate", "count", "total", "balance")
    VALUES (company, due, n, total, balance)
    ON CONFLICT ("companyId", "dueDate") DO UPDATE
      SET "count" = s."count" + EXCLUDED."count",
          "total" = s."total" + EXCLUDED."total",
          "balance" = s."balance" + EXCLUDED."balance";
    DELETE FROM "InvoiceOpenDueSums"
    WHERE "companyId" = company AND "dueDate" = due AND "count" = 0;
  END IF;
END $$;

CREATE FUNCTION "invoice_sums_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('invoice-sums:' || OLD."companyId", 0));
    PERFORM "invoice_sums_add"(OLD."companyId", OLD."status", OLD."dueDate", -1, -OLD."total", -OLD."balance");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('invoice-sums:' || NEW."companyId", 0));
    PERFORM "invoice_sums_add"(NEW."companyId", NEW."status", NEW."dueDate", 1, NEW."total", NEW."balance");
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "Invoice_sums_insert" AFTER INSERT ON "Invoice"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "invoice_sums_count"();
CREATE CONSTRAINT TRIGGER "Invoice_sums_update" AFTER UPDATE ON "Invoice"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."companyId" IS DISTINCT FROM NEW."companyId"
     OR OLD."status" IS DISTINCT FROM NEW."status"
     OR OLD."dueDate" IS DISTINCT FROM NEW."dueDate"
     OR OLD."total" IS DISTINCT FROM NEW."total"
     OR OLD."balance" IS DISTINCT FROM NEW."balance")
  EXECUTE FUNCTION "invoice_sums_count"();
CREATE CONSTRAINT TRIGGER "Invoice_sums_delete" AFTER DELETE ON "Invoice"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "invoice_sums_count"();

-- The invoices written before this migration.
INSERT INTO "InvoiceStatusSums" ("companyId", "status", "count", "total", "balance")
SELECT "companyId", "status", count(*), sum("total"), sum("balance")
FROM "Invoice" GROUP BY 1, 2;
INSERT INTO "InvoiceOpenDueSums" ("companyId", "dueDate", "count", "total", "balance")
SELECT "companyId", "dueDate", count(*), sum("total"), sum("balance")
FROM "Invoice" WHERE "status" IN ('sent', 'viewed', 'partially_paid') GROUP BY 1, 2;
