-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "paymentInstructions" TEXT;

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "consentAt" TIMESTAMP(3),
ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "signatureMethod" TEXT,
ADD COLUMN     "termsAcceptedAt" TIMESTAMP(3);

