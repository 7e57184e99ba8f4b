-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "timeZoneConfirmed" BOOLEAN NOT NULL DEFAULT false;
