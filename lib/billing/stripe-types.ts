/** What the billing page shows from Stripe (client-safe). */
export type BillingDetailsDto = {
  paymentMethod: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  nextCharge: { amountCents: number; currency: string; date: string } | null;
  invoices: {
    id: string;
    number: string | null;
    date: string;
    amountCents: number;
    currency: string;
    status: string | null;
    pdfUrl: string | null;
    hostedUrl: string | null;
  }[];
};
