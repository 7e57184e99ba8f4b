-- CreateEnum
CREATE TYPE "TemplateReportReason" AS ENUM ('spam', 'misleading_prices', 'offensive', 'not_a_price_book', 'other');

-- CreateEnum
CREATE TYPE "TemplateKind" AS ENUM ('starter', 'community');

-- DropIndex
DROP INDEX "TemplateUsage_templateId_idx";

-- AlterTable
ALTER TABLE "CustomTemplate" ADD COLUMN     "publicDescription" TEXT,
ADD COLUMN     "publicName" TEXT,
ADD COLUMN     "publicTrade" "ServiceCategory",
ADD COLUMN     "publishedAt" TIMESTAMP(3),
ADD COLUMN     "showCompanyName" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "TemplateUsage" ADD COLUMN     "kind" "TemplateKind" NOT NULL DEFAULT 'starter';

-- CreateTable
CREATE TABLE "TemplateReport" (
    "id" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "reporterCompanyId" TEXT NOT NULL,
    "reason" "TemplateReportReason" NOT NULL,
    "details" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TemplateReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TemplateReport_reporterCompanyId_idx" ON "TemplateReport"("reporterCompanyId");

-- CreateIndex
CREATE UNIQUE INDEX "TemplateReport_templateId_reporterCompanyId_key" ON "TemplateReport"("templateId", "reporterCompanyId");

-- CreateIndex
CREATE INDEX "CustomTemplate_publishedAt_idx" ON "CustomTemplate"("publishedAt");

-- CreateIndex
CREATE INDEX "TemplateUsage_kind_templateId_idx" ON "TemplateUsage"("kind", "templateId");

-- AddForeignKey
ALTER TABLE "TemplateReport" ADD CONSTRAINT "TemplateReport_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "CustomTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TemplateReport" ADD CONSTRAINT "TemplateReport_reporterCompanyId_fkey" FOREIGN KEY ("reporterCompanyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

