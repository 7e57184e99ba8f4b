-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "requireDescription" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requirePhotos" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requireServiceAddress" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "EstimateRequest" ADD COLUMN     "description" TEXT,
ADD COLUMN     "preferredWindows" JSONB,
ADD COLUMN     "propertyId" TEXT,
ADD COLUMN     "serviceAddress" JSONB,
ADD COLUMN     "smsConsent" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "smsConsentVersion" TEXT;

-- AlterTable
ALTER TABLE "EstimateRequestItem" ADD COLUMN     "isCustom" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "propertyId" TEXT;

-- CreateTable
CREATE TABLE "Property" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "line1" TEXT NOT NULL,
    "line2" TEXT,
    "city" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "matchKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Property_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Photo" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "estimateRequestId" TEXT,
    "clientId" TEXT,
    "storage" TEXT NOT NULL DEFAULT 'db',
    "contentType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA,
    "thumbnail" BYTEA,
    "claimedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuotePhoto" (
    "quoteId" TEXT NOT NULL,
    "photoId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuotePhoto_pkey" PRIMARY KEY ("quoteId","photoId")
);

-- CreateIndex
CREATE INDEX "Property_companyId_clientId_idx" ON "Property"("companyId", "clientId");

-- CreateIndex
CREATE UNIQUE INDEX "Property_clientId_matchKey_key" ON "Property"("clientId", "matchKey");

-- CreateIndex
CREATE INDEX "Photo_companyId_estimateRequestId_idx" ON "Photo"("companyId", "estimateRequestId");

-- CreateIndex
CREATE INDEX "Photo_estimateRequestId_idx" ON "Photo"("estimateRequestId");

-- CreateIndex
CREATE INDEX "Photo_clientId_idx" ON "Photo"("clientId");

-- CreateIndex
CREATE INDEX "Photo_createdAt_idx" ON "Photo"("createdAt");

-- CreateIndex
CREATE INDEX "QuotePhoto_photoId_idx" ON "QuotePhoto"("photoId");

-- CreateIndex
CREATE INDEX "EstimateRequest_propertyId_idx" ON "EstimateRequest"("propertyId");

-- CreateIndex
CREATE INDEX "Quote_propertyId_idx" ON "Quote"("propertyId");

-- AddForeignKey
ALTER TABLE "EstimateRequest" ADD CONSTRAINT "EstimateRequest_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_estimateRequestId_fkey" FOREIGN KEY ("estimateRequestId") REFERENCES "EstimateRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotePhoto" ADD CONSTRAINT "QuotePhoto_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotePhoto" ADD CONSTRAINT "QuotePhoto_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

