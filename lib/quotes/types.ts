/**
 * What the quote API answers (JSON). Money is a decimal string with two places
 * ("1234.50"); dates are ISO strings; a day without time (expiry, due date, paid on) is
 * "YYYY-MM-DD". Shared by the server (serializers), the dashboard and the public page.
 */
import type { ClientDto, ClientSummaryDto } from "@/lib/clients/types";
import type { FeeType, UnitType } from "@/lib/pricing";
import type { PaymentMethod, QuoteStatus } from "@/lib/validation/quote-values";

export type Money = string;
export type Adjustment = { type: FeeType; value: string } | null;

export type QuoteLineDto = {
  id: string;
  sortOrder: number;
  serviceId: string | null;
  name: string;
  description: string | null;
  unitType: UnitType;
  unitPrice: Money;
  quantity: string;
  fee: { name: string; type: FeeType; value: string } | null;
  minutesPerUnit: number;
  note: string | null;
  optional: boolean;
  groupId: string | null;
  selected: boolean;
  /** Subtotal + fee of the line. */
  lineTotal: Money;
};

export type QuoteGroupDto = { id: string; name: string; sortOrder: number };

export type QuoteTotalsDto = {
  subtotal: Money;
  discount: Money;
  tax: Money;
  total: Money;
  deposit: Money;
  /** Payments recorded. */
  paid: Money;
  /** Deposit − paid, never below 0. */
  depositDue: Money;
};

export type QuoteEventDto = {
  id: string;
  type:
    | "created"
    | "sent"
    | "viewed"
    | "options_changed"
    | "approved"
    | "declined"
    | "expired"
    | "deposit_recorded"
    | "reminder_sent"
    | "revised"
    | "edited";
  actor: "owner" | "customer" | "system";
  detail: string | null;
  createdAt: string;
};

export type QuotePaymentDto = {
  id: string;
  amount: Money;
  method: PaymentMethod;
  paidOn: string;
  note: string | null;
  createdAt: string;
};

export type QuoteSignatureDto = {
  name: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  contentHash: string;
  /** data:image/png;base64,... */
  image: string | null;
};

/** The owner's view of a quote (GET /api/quotes/[id]). */
export type QuoteDto = {
  id: string;
  number: number;
  displayNumber: string;
  revision: number;
  status: QuoteStatus;
  /** An approved quote, or a revision that was replaced, cannot be edited. */
  locked: boolean;
  title: string | null;
  message: string | null;
  terms: string | null;
  client: ClientSummaryDto | null;
  estimateRequestId: string | null;
  discount: Adjustment;
  taxRate: string;
  deposit: Adjustment;
  expiresAt: string | null;
  groups: QuoteGroupDto[];
  lines: QuoteLineDto[];
  totals: QuoteTotalsDto;
  events: QuoteEventDto[];
  payments: QuotePaymentDto[];
  sentAt: string | null;
  sentTo: string | null;
  firstViewedAt: string | null;
  approvedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  signature: QuoteSignatureDto | null;
  /** The member handling it, and who created and last changed it (docs/team.md). */
  assignedToId: string | null;
  createdByName: string | null;
  updatedByName: string | null;
  supersededById: string | null;
  /** Absolute URL of the public page (null for a draft never sent or linked). */
  publicUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A row of GET /api/quotes. */
export type QuoteListItemDto = {
  id: string;
  number: number;
  displayNumber: string;
  revision: number;
  status: QuoteStatus;
  title: string | null;
  client: { id: string; name: string } | null;
  total: Money;
  expiresAt: string | null;
  sentAt: string | null;
  updatedAt: string;
};

/** What the customer sees (GET /api/public/quotes/[token]); no internal ids of other rows. */
export type PublicQuoteDto = {
  displayNumber: string;
  status: QuoteStatus;
  title: string | null;
  message: string | null;
  terms: string | null;
  company: {
    name: string;
    logo: string | null;
    accentColor: string | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
    /** How to pay the company when deposits are not taken online (the owner's own words). */
    paymentInstructions: string | null;
    /** The public slug: the customer portal's address is /portal?company=<slug>. */
    slug: string;
  };
  client: { name: string; email: string | null; address: string | null } | null;
  groups: QuoteGroupDto[];
  lines: Omit<QuoteLineDto, "serviceId">[];
  discount: Adjustment;
  taxRate: string;
  deposit: Adjustment;
  totals: QuoteTotalsDto;
  expiresAt: string | null;
  sentAt: string | null;
  approvedAt: string | null;
  declinedAt: string | null;
  signature: Omit<QuoteSignatureDto, "ip" | "userAgent" | "image"> | null;
  /** SHA-256 of the content as shown: the approve call sends it back. */
  contentHash: string;
  /** True when card payment through Stripe Checkout is available. */
  onlinePayment: boolean;
  /** Set when this revision was replaced: the path of the current one. */
  supersededBy: string | null;
  /**
   * Where the work is done (the client's property picked on the quote): the quote page and
   * its PDF print it as the service address (lib/properties/match.ts formatAddress).
   */
  property?: {
    line1: string;
    line2: string | null;
    city: string;
    region: string;
    postalCode: string;
  } | null;
  /** Photos the owner attached: /api/public/quotes/{token}/photos/{id} (and /thumbnail). */
  photoIds?: string[];
};

export type TaskDto = {
  id: string;
  title: string;
  dueDate: string;
  done: boolean;
  client: { id: string; name: string } | null;
  estimateRequestId: string | null;
  quote: { id: string; displayNumber: string } | null;
  createdAt: string;
};

/** GET /api/quotes: one page of latest revisions. */
export type QuoteListDto = {
  quotes: QuoteListItemDto[];
  /** The id to pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
};

/** A request as listed on its client's page. */
export type ClientRequestDto = {
  id: string;
  status: "new" | "contacted" | "quoted" | "won" | "lost";
  totalAmount: Money;
  createdAt: string;
};

/** One entry of a client's activity: a quote event or a request received (newest first). */
export type ClientActivityDto = {
  id: string;
  kind: "request" | QuoteEventDto["type"];
  detail: string | null;
  quote: { id: string; displayNumber: string } | null;
  estimateRequestId: string | null;
  createdAt: string;
};

/** GET /api/clients/[id]. */
export type ClientDetailDto = ClientDto & {
  requests: ClientRequestDto[];
  quotes: QuoteListItemDto[];
  tasks: TaskDto[];
  activity: ClientActivityDto[];
};

/** GET /api/tasks. */
export type TaskListDto = { tasks: TaskDto[] };

/** GET/PATCH /api/company/quote-settings. */
export type QuoteSettingsDto = {
  quoteValidDays: number;
  quoteTerms: string | null;
  quoteReminderDays: number[];
};
