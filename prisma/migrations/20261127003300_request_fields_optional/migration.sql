-- AlterTable: the service address is optional unless Calculator Setup requires it, like the
-- description and photos (the seed spec's request of name and email alone stays valid).
ALTER TABLE "Company" ALTER COLUMN "requireServiceAddress" SET DEFAULT false;

-- The column is new (20261126235131_request_properties_photos): every existing row carries the
-- old default, not an owner's choice.
UPDATE "Company" SET "requireServiceAddress" = false;
