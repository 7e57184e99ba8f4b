-- CreateTable
CREATE TABLE "MailDelivery" (
    "key" TEXT NOT NULL,
    "companyId" TEXT,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "transport" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailDelivery_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "JobFailure" (
    "id" TEXT NOT NULL,
    "companyId" TEXT,
    "queue" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "error" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "failedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retriedAt" TIMESTAMP(3),

    CONSTRAINT "JobFailure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailDelivery_companyId_sentAt_idx" ON "MailDelivery"("companyId", "sentAt");

-- CreateIndex
CREATE INDEX "JobFailure_companyId_retriedAt_failedAt_idx" ON "JobFailure"("companyId", "retriedAt", "failedAt");

-- AddForeignKey
ALTER TABLE "JobFailure" ADD CONSTRAINT "JobFailure_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

