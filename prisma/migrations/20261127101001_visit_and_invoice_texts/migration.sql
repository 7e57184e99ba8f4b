-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "textInvoiceReminder" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textInvoiceReminderTemplate" TEXT,
ADD COLUMN     "textInvoiceSent" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textInvoiceSentTemplate" TEXT,
ADD COLUMN     "textOnMyWay" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textOnMyWayTemplate" TEXT,
ADD COLUMN     "textVisitBooked" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textVisitBookedTemplate" TEXT,
ADD COLUMN     "textVisitReminder" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textVisitReminderTemplate" TEXT;

