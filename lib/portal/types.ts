/**
 * What the customer portal shows (lib/portal/data.ts portalData): the signed-in client's
 * records with one company, each with its public link. Money as decimal strings ("123.45"),
 * days as "YYYY-MM-DD". Free of server code: the portal's components import these types.
 */
import type { EstimateStatus, InvoiceStatus, QuoteStatus } from "@prisma/client";

export type PortalCompanyBranding = {
  name: string;
  slug: string;
  logo: string | null;
  accentColor: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
};

export type PortalQuote = {
  id: string;
  displayNumber: string;
  title: string | null;
  /** As the customer sees it: a sent quote past its expiry day reads "expired". */
  status: Exclude<QuoteStatus, "draft">;
  total: string;
  /** The day it was sent, in the company's time zone. */
  sentOn: string | null;
  /** The customer can still approve or decline it. */
  open: boolean;
  /** /q/<token>: where approving (and paying a deposit) happens. */
  url: string;
};

export type PortalInvoice = {
  id: string;
  displayNumber: string;
  title: string | null;
  status: Exclude<InvoiceStatus, "draft">;
  /** The status with "overdue" for an open invoice due before today (the company's zone). */
  shownStatus: Exclude<InvoiceStatus, "draft"> | "overdue";
  total: string;
  balance: string;
  issueDate: string;
  dueDate: string;
  /** Something is owed and the invoice takes payments. */
  payable: boolean;
  /** /i/<token>: where paying happens. */
  url: string;
};

export type PortalPayment = {
  id: string;
  paidOn: string;
  kind: "deposit" | "payment" | "refund";
  /** "Deposit on Q-0001", "Payment on INV-0002", "Refund on INV-0002". */
  description: string;
  method: string;
  /** Negative for a refund. */
  amount: string;
  url: string | null;
};

export type PortalRequest = {
  id: string;
  /** The day it was sent, in the company's time zone. */
  date: string;
  status: EstimateStatus;
  /** The services asked for, as the customer picked them. */
  summary: string;
  total: string;
};

export type PortalData = {
  company: PortalCompanyBranding;
  client: { name: string; email: string | null };
  /** Today in the company's time zone (what "overdue" is measured against). */
  today: string;
  quotes: PortalQuote[];
  invoices: PortalInvoice[];
  payments: PortalPayment[];
  requests: PortalRequest[];
};
