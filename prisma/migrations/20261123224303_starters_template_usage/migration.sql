-- CreateTable
CREATE TABLE "TemplateUsage" (
    "id" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "templateVersion" INTEGER NOT NULL,
    "companyId" TEXT NOT NULL,
    "adjustPercent" DECIMAL(5,2) NOT NULL,
    "added" INTEGER NOT NULL,
    "replaced" INTEGER NOT NULL,
    "skipped" INTEGER NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TemplateUsage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TemplateUsage_templateId_idx" ON "TemplateUsage"("templateId");

-- CreateIndex
CREATE INDEX "TemplateUsage_companyId_appliedAt_idx" ON "TemplateUsage"("companyId", "appliedAt");

-- AddForeignKey
ALTER TABLE "TemplateUsage" ADD CONSTRAINT "TemplateUsage_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

