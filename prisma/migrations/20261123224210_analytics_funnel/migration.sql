-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "CalculatorView" ADD COLUMN     "host" TEXT;

-- AlterTable
ALTER TABLE "EstimateRequest" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'direct',
ADD COLUMN     "sourceHost" TEXT;

-- CreateTable
CREATE TABLE "CalculatorServiceAdd" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalculatorServiceAdd_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CalculatorServiceAdd_companyId_createdAt_idx" ON "CalculatorServiceAdd"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "Quote_companyId_sentAt_idx" ON "Quote"("companyId", "sentAt");

-- CreateIndex
CREATE INDEX "Quote_companyId_approvedAt_idx" ON "Quote"("companyId", "approvedAt");

-- AddForeignKey
ALTER TABLE "CalculatorServiceAdd" ADD CONSTRAINT "CalculatorServiceAdd_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

