-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "quotedTax" DECIMAL(14,2) NOT NULL DEFAULT 0;

