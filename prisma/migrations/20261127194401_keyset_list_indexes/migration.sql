-- DropIndex
DROP INDEX "EstimateRequest_companyId_createdAt_idx";

-- DropIndex
DROP INDEX "EstimateRequest_companyId_status_idx";

-- DropIndex
DROP INDEX "Client_companyId_name_idx";

-- CreateIndex
CREATE INDEX "EstimateRequest_companyId_createdAt_id_idx" ON "EstimateRequest"("companyId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "EstimateRequest_companyId_status_createdAt_id_idx" ON "EstimateRequest"("companyId", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Client_companyId_name_id_idx" ON "Client"("companyId", "name", "id");

