-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "country" TEXT NOT NULL DEFAULT 'US',
ADD COLUMN     "quoteReminderTextDays" INTEGER[] DEFAULT ARRAY[2, 9]::INTEGER[],
ADD COLUMN     "textFollowUpTemplate" TEXT,
ADD COLUMN     "textFrom" TEXT,
ADD COLUMN     "textMessagingServiceSid" TEXT,
ADD COLUMN     "textQuietEnd" INTEGER NOT NULL DEFAULT 8,
ADD COLUMN     "textQuietStart" INTEGER NOT NULL DEFAULT 21,
ADD COLUMN     "textQuoteSent" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textQuoteSentTemplate" TEXT,
ADD COLUMN     "textRequestReply" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textRequestReplyTemplate" TEXT,
ALTER COLUMN "quoteReminderDays" SET DEFAULT ARRAY[2, 5, 9]::INTEGER[];

-- CreateTable
CREATE TABLE "TextMessage" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "twilioSid" TEXT,
    "error" TEXT,
    "jobKey" TEXT,
    "purpose" TEXT NOT NULL DEFAULT 'message',
    "clientId" TEXT,
    "quoteId" TEXT,
    "requestId" TEXT,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TextMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TextConsent" (
    "id" TEXT NOT NULL,
    "companyId" TEXT,
    "phone" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TextConsent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TextMessage_twilioSid_key" ON "TextMessage"("twilioSid");

-- CreateIndex
CREATE UNIQUE INDEX "TextMessage_jobKey_key" ON "TextMessage"("jobKey");

-- CreateIndex
CREATE INDEX "TextMessage_companyId_createdAt_idx" ON "TextMessage"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "TextMessage_companyId_to_idx" ON "TextMessage"("companyId", "to");

-- CreateIndex
CREATE INDEX "TextMessage_companyId_from_idx" ON "TextMessage"("companyId", "from");

-- CreateIndex
CREATE INDEX "TextMessage_clientId_idx" ON "TextMessage"("clientId");

-- CreateIndex
CREATE INDEX "TextMessage_quoteId_idx" ON "TextMessage"("quoteId");

-- CreateIndex
CREATE INDEX "TextMessage_requestId_idx" ON "TextMessage"("requestId");

-- CreateIndex
CREATE INDEX "TextConsent_phone_idx" ON "TextConsent"("phone");

-- CreateIndex
CREATE UNIQUE INDEX "TextConsent_companyId_phone_key" ON "TextConsent"("companyId", "phone");

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "EstimateRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextConsent" ADD CONSTRAINT "TextConsent_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

