-- CreateIndex
CREATE INDEX "Client_companyId_createdAt_id_idx" ON "Client"("companyId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_companyId_createdAt_id_idx" ON "Quote"("companyId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_companyId_createdAt_id_idx" ON "Job"("companyId", "createdAt" DESC, "id" DESC);

