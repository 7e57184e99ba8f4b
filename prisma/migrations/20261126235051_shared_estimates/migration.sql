-- CreateTable
CREATE TABLE "SharedEstimate" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "lines" JSONB NOT NULL,
    "total" DECIMAL(14,2) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SharedEstimate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SharedEstimate_tokenHash_key" ON "SharedEstimate"("tokenHash");

-- CreateIndex
CREATE INDEX "SharedEstimate_companyId_createdAt_idx" ON "SharedEstimate"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "SharedEstimate_expiresAt_idx" ON "SharedEstimate"("expiresAt");

-- AddForeignKey
ALTER TABLE "SharedEstimate" ADD CONSTRAINT "SharedEstimate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

