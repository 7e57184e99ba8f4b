-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UnitType" AS ENUM ('flat', 'hourly', 'per_sq_foot', 'per_item');

-- CreateEnum
CREATE TYPE "ServiceCategory" AS ENUM ('electrical', 'plumbing', 'hvac', 'landscaping', 'cleaning', 'painting', 'construction', 'roofing');

-- CreateEnum
CREATE TYPE "FeeType" AS ENUM ('percentage', 'fixed');

-- CreateEnum
CREATE TYPE "EstimateStatus" AS ENUM ('new', 'contacted', 'quoted', 'won', 'lost');

-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('starter', 'pro', 'business');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "passwordHash" TEXT NOT NULL,
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "viewedTooltips" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "companyId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Company" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "logo" TEXT,
    "industryType" TEXT NOT NULL DEFAULT 'generic',
    "plan" "Plan" NOT NULL DEFAULT 'starter',
    "hasSeenWelcome" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "contactEmail" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "address" TEXT,
    "serviceCallFee" DECIMAL(12,2),
    "taxRate" DECIMAL(6,3) NOT NULL DEFAULT 0,
    "accentColor" TEXT,
    "defaultCategory" "ServiceCategory",
    "thankYouMessage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Service" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "category" "ServiceCategory" NOT NULL,
    "basePrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "unitType" "UnitType" NOT NULL DEFAULT 'flat',
    "estimatedTime" INTEGER NOT NULL DEFAULT 60,
    "icon" TEXT NOT NULL DEFAULT 'tool',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "laborRateId" TEXT,
    "serviceFeeId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Service_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LaborRate" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rate" DECIMAL(12,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LaborRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceFee" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "FeeType" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceFee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomTemplate" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomTemplateService" (
    "id" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "category" "ServiceCategory" NOT NULL,
    "basePrice" DECIMAL(12,2) NOT NULL,
    "unitType" "UnitType" NOT NULL,
    "estimatedTime" INTEGER NOT NULL,
    "icon" TEXT NOT NULL DEFAULT 'tool',

    CONSTRAINT "CustomTemplateService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EstimateRequest" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerPhone" TEXT,
    "subtotal" DECIMAL(14,2) NOT NULL,
    "taxAmount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "totalAmount" DECIMAL(14,2) NOT NULL,
    "totalTime" INTEGER NOT NULL,
    "clientTotal" DECIMAL(14,2),
    "status" "EstimateStatus" NOT NULL DEFAULT 'new',
    "notes" TEXT,
    "isSpam" BOOLEAN NOT NULL DEFAULT false,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EstimateRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EstimateRequestItem" (
    "id" TEXT NOT NULL,
    "estimateRequestId" TEXT NOT NULL,
    "serviceId" TEXT,
    "name" TEXT NOT NULL,
    "unitType" "UnitType" NOT NULL,
    "quantity" DECIMAL(12,2) NOT NULL,
    "unitPrice" DECIMAL(12,2) NOT NULL,
    "lineSubtotal" DECIMAL(14,2) NOT NULL,
    "feeName" TEXT,
    "feeAmount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "time" INTEGER NOT NULL,

    CONSTRAINT "EstimateRequestItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_companyId_idx" ON "User"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "Company_slug_key" ON "Company"("slug");

-- CreateIndex
CREATE INDEX "Service_companyId_category_idx" ON "Service"("companyId", "category");

-- CreateIndex
CREATE INDEX "Service_companyId_isActive_idx" ON "Service"("companyId", "isActive");

-- CreateIndex
CREATE INDEX "Service_laborRateId_idx" ON "Service"("laborRateId");

-- CreateIndex
CREATE INDEX "Service_serviceFeeId_idx" ON "Service"("serviceFeeId");

-- CreateIndex
CREATE INDEX "LaborRate_companyId_idx" ON "LaborRate"("companyId");

-- CreateIndex
CREATE INDEX "ServiceFee_companyId_idx" ON "ServiceFee"("companyId");

-- CreateIndex
CREATE INDEX "CustomTemplate_companyId_createdAt_idx" ON "CustomTemplate"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "CustomTemplateService_templateId_idx" ON "CustomTemplateService"("templateId");

-- CreateIndex
CREATE INDEX "EstimateRequest_companyId_createdAt_idx" ON "EstimateRequest"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "EstimateRequest_companyId_status_idx" ON "EstimateRequest"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "EstimateRequest_companyId_idempotencyKey_key" ON "EstimateRequest"("companyId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "EstimateRequestItem_estimateRequestId_idx" ON "EstimateRequestItem"("estimateRequestId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Service" ADD CONSTRAINT "Service_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Service" ADD CONSTRAINT "Service_laborRateId_fkey" FOREIGN KEY ("laborRateId") REFERENCES "LaborRate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Service" ADD CONSTRAINT "Service_serviceFeeId_fkey" FOREIGN KEY ("serviceFeeId") REFERENCES "ServiceFee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LaborRate" ADD CONSTRAINT "LaborRate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceFee" ADD CONSTRAINT "ServiceFee_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomTemplate" ADD CONSTRAINT "CustomTemplate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomTemplateService" ADD CONSTRAINT "CustomTemplateService_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "CustomTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EstimateRequest" ADD CONSTRAINT "EstimateRequest_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EstimateRequestItem" ADD CONSTRAINT "EstimateRequestItem_estimateRequestId_fkey" FOREIGN KEY ("estimateRequestId") REFERENCES "EstimateRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Guards the database keeps even if a code path forgets (not expressible in schema.prisma).
ALTER TABLE "Service" ADD CONSTRAINT "Service_basePrice_nonnegative" CHECK ("basePrice" >= 0);
ALTER TABLE "Service" ADD CONSTRAINT "Service_estimatedTime_nonnegative" CHECK ("estimatedTime" >= 0);
ALTER TABLE "LaborRate" ADD CONSTRAINT "LaborRate_rate_nonnegative" CHECK ("rate" >= 0);
ALTER TABLE "ServiceFee" ADD CONSTRAINT "ServiceFee_amount_nonnegative" CHECK ("amount" >= 0);
ALTER TABLE "Company" ADD CONSTRAINT "Company_taxRate_range" CHECK ("taxRate" >= 0 AND "taxRate" <= 100);
ALTER TABLE "Company" ADD CONSTRAINT "Company_serviceCallFee_nonnegative" CHECK ("serviceCallFee" IS NULL OR "serviceCallFee" >= 0);
ALTER TABLE "EstimateRequestItem" ADD CONSTRAINT "EstimateRequestItem_quantity_positive" CHECK ("quantity" > 0);
