-- CreateTable
CREATE TABLE "RestIdempotencyKey" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" INTEGER,
    "body" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "RestIdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RestIdempotencyKey_createdAt_idx" ON "RestIdempotencyKey"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RestIdempotencyKey_companyId_key_key" ON "RestIdempotencyKey"("companyId", "key");

-- AddForeignKey
ALTER TABLE "RestIdempotencyKey" ADD CONSTRAINT "RestIdempotencyKey_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

