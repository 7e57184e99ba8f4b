-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "priceBookVersion" INTEGER NOT NULL DEFAULT 0;

