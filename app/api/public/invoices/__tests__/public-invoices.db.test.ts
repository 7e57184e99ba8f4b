/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { createSentInvoice, invoiceLinkFields } from "@/test/public-invoices";
import { createSentQuote } from "@/test/quotes";
import { POST as postCheckout } from "@/app/api/public/invoices/[token]/checkout/route";
import { isNotFound } from "@/lib/errors";
import { getPublicInvoice } from "@/lib/invoices/public";
import { getServerEnv } from "@/lib/env";
import { deriveInvoiceToken, deriveQuoteToken, quoteLinkSecret } from "@/lib/resources/quote-link";

// No Stripe keys in this file: online payment is off (lib/payments/stripe.ts).
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

let db: TestDatabase;
let companyId: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  const owner = await createOwner(db.prisma, "Bright Electric");
  companyId = owner.company.id;
  await db.prisma.company.update({
    where: { id: companyId },
    data: {
      paymentInstructions: "Zelle: pay@bright.example",
      phone: "512 555 0100",
      contactEmail: "office@bright.example",
    },
  });
});
afterAll(async () => {
  await db.close();
});

let address = 0;
const checkout = (token: string, ip = `198.51.100.${++address % 200}`) =>
  postCheckout(
    makeRequest("POST", `/api/public/invoices/${token}/checkout`, {
      headers: { "x-forwarded-for": ip },
    }),
    routeParams({ token }),
  );

const linkSecret = () => quoteLinkSecret(getServerEnv())!;

const notFoundFor = async (token: string) => {
  const error = await getPublicInvoice(token).then(
    () => null,
    (caught: unknown) => caught,
  );
  return isNotFound(error);
};

describe("the public invoice page's data (getPublicInvoice)", () => {
  it("shows the invoice, its totals, payments (refunds negative) and the balance", async () => {
    const { invoice, token } = await createSentInvoice(db.prisma, companyId, {
      status: "partially_paid",
      amountPaid: "100",
      balance: "702.40",
    });
    const payment = await db.prisma.invoicePayment.create({
      data: {
        companyId,
        invoiceId: invoice.id,
        amount: "150",
        method: "check",
        reference: "1042",
        paidOn: new Date("2026-03-02T00:00:00Z"),
        note: "Owner's private note",
      },
    });
    await db.prisma.invoicePayment.create({
      data: {
        companyId,
        invoiceId: invoice.id,
        amount: "-50",
        method: "check",
        paidOn: new Date("2026-03-03T00:00:00Z"),
        refundOfId: payment.id,
        reason: "Owner's private reason",
      },
    });
    const page = await getPublicInvoice(token, { recordView: false });
    expect(page).toMatchObject({
      number: expect.stringMatching(/^INV-\d{4}$/),
      status: "partially_paid",
      shownStatus: "partially_paid",
      title: "Panel upgrade",
      terms: "net_15",
      client: { name: "Ann Customer", email: "ann@example.com", address: "1 Elm St" },
      company: {
        name: "Bright Electric",
        paymentInstructions: "Zelle: pay@bright.example",
        phone: "512 555 0100",
        email: "office@bright.example",
      },
      totals: {
        subtotal: "1000.00",
        tax: "82.50",
        total: "1082.50",
        depositCredited: "280.10",
        paid: "100.00",
        balance: "702.40",
      },
      howToPay: "instructions",
    });
    expect(page.lines).toEqual([
      expect.objectContaining({
        name: "Panel upgrade",
        unitPrice: "1000.00",
        lineTotal: "1000.00",
      }),
    ]);
    expect(page.payments).toEqual([
      expect.objectContaining({ paidOn: "2026-03-02", amount: "150.00", refund: false }),
      expect.objectContaining({ paidOn: "2026-03-03", amount: "-50.00", refund: true }),
    ]);
    // Nothing of the owner's: no payment notes or reasons, no row ids beyond lines and payments.
    const json = JSON.stringify(page);
    expect(json).not.toContain("private");
    expect(json).not.toContain(companyId);
    expect(json).not.toContain(invoice.id);
  });

  it("the first view marks a sent invoice viewed once, with the viewer's address", async () => {
    const { invoice, token } = await createSentInvoice(db.prisma, companyId);
    const page = await getPublicInvoice(token, { ip: "203.0.113.7" });
    expect(page.status).toBe("viewed");
    await getPublicInvoice(token, { ip: "203.0.113.8" });
    const stored = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(stored.status).toBe("viewed");
    expect(stored.firstViewedAt).not.toBeNull();
    const views = await db.prisma.invoiceEvent.findMany({
      where: { invoiceId: invoice.id, type: "viewed" },
    });
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actor: "customer", data: { ip: "203.0.113.7" } });
  });

  it("an open invoice past its due date shows as overdue", async () => {
    const { token } = await createSentInvoice(db.prisma, companyId, {
      issueDate: new Date("2026-01-01T00:00:00Z"),
      dueDate: new Date("2026-01-16T00:00:00Z"),
    });
    const page = await getPublicInvoice(token, {
      recordView: false,
      now: new Date("2026-02-01T12:00:00Z"),
    });
    expect(page).toMatchObject({ status: "sent", shownStatus: "overdue", dueDate: "2026-01-16" });
  });

  it("a void invoice is shown void, owes nothing, offers no payment and records no view", async () => {
    const { invoice, token } = await createSentInvoice(db.prisma, companyId, {
      status: "void",
      voidedAt: new Date(),
      voidReason: "Owner's private reason",
      balance: "0",
    });
    const page = await getPublicInvoice(token, { ip: "203.0.113.9" });
    expect(page).toMatchObject({ status: "void", shownStatus: "void", howToPay: null });
    expect(page.totals.balance).toBe("0.00");
    expect(JSON.stringify(page)).not.toContain("private");
    expect(await db.prisma.invoiceEvent.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });

  it("without payment instructions the page says to contact the company", async () => {
    const other = await createOwner(db.prisma, "Plain Co");
    const { token } = await createSentInvoice(db.prisma, other.company.id);
    const page = await getPublicInvoice(token, { recordView: false });
    expect(page.howToPay).toBe("contact");
    expect(page.company.paymentInstructions).toBeNull();
  });

  it("unknown, malformed, a quote's token, a draft or an inactive company's: not found", async () => {
    const { invoice, token } = await createSentInvoice(db.prisma, companyId);
    expect(await notFoundFor(token)).toBe(false);
    expect(await notFoundFor("x".repeat(43))).toBe(true);
    expect(await notFoundFor("short")).toBe(true);
    expect(await notFoundFor(`${token}=`)).toBe(true);
    // The quote label over the same id and nonce never opens the invoice.
    expect(await notFoundFor(deriveQuoteToken(linkSecret(), invoice.id, invoice.tokenNonce!))).toBe(
      true,
    );
    // Another invoice's nonce with this id: a token nobody was given.
    const other = await createSentInvoice(db.prisma, companyId);
    expect(
      await notFoundFor(deriveInvoiceToken(linkSecret(), invoice.id, other.invoice.tokenNonce!)),
    ).toBe(true);
    // A quote's own link token.
    const quote = await createSentQuote(db.prisma, companyId);
    expect(await notFoundFor(quote.token)).toBe(true);

    const draft = await createSentInvoice(db.prisma, companyId, { status: "draft" });
    expect(await notFoundFor(draft.token)).toBe(true);

    const closed = await createOwner(db.prisma, "Closed Co");
    const theirs = await createSentInvoice(db.prisma, closed.company.id);
    await db.prisma.company.update({ where: { id: closed.company.id }, data: { isActive: false } });
    expect(await notFoundFor(theirs.token)).toBe(true);
  });
});

describe("POST /api/public/invoices/[token]/checkout without Stripe keys", () => {
  it("refuses with 409 and says to pay the company directly; the page shows the instructions", async () => {
    const { token } = await createSentInvoice(db.prisma, companyId);
    const res = await checkout(token);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      "Online payment is not available for this invoice. Please pay Bright Electric directly.",
    );
    const page = await getPublicInvoice(token, { recordView: false });
    expect(page.howToPay).toBe("instructions");
  });

  it("a void invoice is 409 (void), a paid one 409 (nothing owed)", async () => {
    const voided = await createSentInvoice(db.prisma, companyId, {
      status: "void",
      voidedAt: new Date(),
      voidReason: "Billed twice",
      balance: "0",
    });
    const voidRes = await checkout(voided.token);
    expect(voidRes.status).toBe(409);
    expect((await voidRes.json()).message).toBe("This invoice is void; nothing is owed.");
    const paid = await createSentInvoice(db.prisma, companyId, {
      status: "paid",
      amountPaid: "802.40",
      balance: "0",
      paidAt: new Date(),
    });
    const paidRes = await checkout(paid.token);
    expect(paidRes.status).toBe(409);
    expect((await paidRes.json()).message).toBe("Nothing is owed on this invoice.");
  });

  it("unknown, malformed, another's or a quote's token: 404", async () => {
    const { invoice } = await createSentInvoice(db.prisma, companyId);
    const quote = await createSentQuote(db.prisma, companyId, {
      status: "approved",
      approvedAt: new Date(),
    });
    const forged = invoiceLinkFields(invoice.id).token; // a nonce this invoice never had
    for (const token of ["x".repeat(43), "not-a-token", quote.token, forged]) {
      const res = await checkout(token);
      expect(res.status).toBe(404);
    }
  });

  it("limits checkouts per client address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await checkout("x".repeat(43), "192.0.2.77")).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
