-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "licenseNumber" TEXT;

