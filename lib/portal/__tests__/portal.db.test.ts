/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { DomainError } from "@/lib/errors";
import {
  activePortalSession,
  consumePortalLink,
  PORTAL_LINK_MINUTES,
  PORTAL_LINKS_PER_EMAIL,
  portalCookieOptions,
  portalData,
  requestPortalLink,
  signPortalSession,
  verifyPortalSession,
} from "@/lib/portal";
import { hashPortalToken } from "@/lib/portal/token";
import { invoiceFor, portalClient, portalCompany, quoteFor } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

type MailJob = {
  kind: string;
  companyId: string;
  message: { to: string; subject: string; text: string; html?: string; replyTo?: string };
};

async function portalMails(prisma: PrismaClient, to?: string) {
  const rows = await prisma.$queryRaw<{ data: MailJob }[]>`
    SELECT data FROM pgboss.job WHERE name = 'mail' ORDER BY created_on`;
  return rows
    .map((row) => row.data)
    .filter(
      (data) =>
        data.kind === "message" &&
        data.message.subject.startsWith("Your sign-in link") &&
        (to === undefined || data.message.to === to),
    );
}

const tokenIn = (mail: MailJob) => {
  const match = /\/portal\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(
    `${mail.message.html ?? ""}\n${mail.message.text}`,
  );
  if (!match) throw new Error("no sign-in link in the mail");
  return match[1];
};

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

describe("requestPortalLink", () => {
  it("queues one branded mail with a working link for a known email (any case)", async () => {
    const company = await portalCompany(db.prisma, "Bright Electric");
    const client = await portalClient(db.prisma, company.id, "Ann@Example.com");
    await db.prisma.company.update({
      where: { id: company.id },
      data: { contactEmail: "office@bright.test" },
    });

    await expect(
      requestPortalLink(company.slug, "  ann@EXAMPLE.com ", nextIp()),
    ).resolves.toBeUndefined();

    const mails = await portalMails(db.prisma, "Ann@Example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.companyId).toBe(company.id);
    expect(mail.message.subject).toBe("Your sign-in link for Bright Electric");
    expect(mail.message.replyTo).toBe("office@bright.test");
    expect(mail.message.text).toContain("Bright Electric");
    expect(mail.message.text).toContain(`${PORTAL_LINK_MINUTES} minutes`);

    // Only the token's hash is stored, for 30 minutes.
    const token = tokenIn(mail);
    const link = await db.prisma.portalLink.findUniqueOrThrow({
      where: { tokenHash: hashPortalToken(token) },
    });
    expect(link).toMatchObject({ companyId: company.id, clientId: client.id, usedAt: null });
    expect(JSON.stringify(link)).not.toContain(token);
    const minutes = (link.expiresAt.getTime() - link.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(PORTAL_LINK_MINUTES);

    await expect(consumePortalLink(token)).resolves.toEqual({
      status: "ok",
      companyId: company.id,
      clientId: client.id,
      companySlug: company.slug,
    });
  });

  it("follows an old slug of the company", async () => {
    const company = await portalCompany(db.prisma, "Renamed Co");
    await portalClient(db.prisma, company.id, "renamed@example.com");
    await db.prisma.slugRedirect.create({
      data: { slug: `old-${company.slug}`, companyId: company.id },
    });
    await requestPortalLink(`old-${company.slug}`, "renamed@example.com", nextIp());
    expect(await portalMails(db.prisma, "renamed@example.com")).toHaveLength(1);
  });

  it("queues nothing for an unknown email or company, and answers the same", async () => {
    const company = await portalCompany(db.prisma, "Quiet Co");
    await portalClient(db.prisma, company.id, "known@example.com");
    const other = await portalCompany(db.prisma, "Other Co");
    // The same person is a client of another company: not of this one.
    await portalClient(db.prisma, other.id, "elsewhere@example.com");
    const before = (await portalMails(db.prisma)).length;
    const links = await db.prisma.portalLink.count();

    const answers = await Promise.all([
      requestPortalLink(company.slug, "nobody@example.com", nextIp()),
      requestPortalLink(company.slug, "elsewhere@example.com", nextIp()),
      requestPortalLink("no-such-company", "known@example.com", nextIp()),
      requestPortalLink("Not A Slug!", "known@example.com", nextIp()),
    ]);
    expect(answers).toEqual([undefined, undefined, undefined, undefined]);
    expect(await portalMails(db.prisma)).toHaveLength(before);
    expect(await db.prisma.portalLink.count()).toBe(links);
  });

  it("gives nothing to a deactivated company's clients", async () => {
    const company = await portalCompany(db.prisma, "Closed Co");
    await portalClient(db.prisma, company.id, "closed@example.com");
    await db.prisma.company.update({ where: { id: company.id }, data: { isActive: false } });
    await requestPortalLink(company.slug, "closed@example.com", nextIp());
    expect(await portalMails(db.prisma, "closed@example.com")).toHaveLength(0);
  });

  it("limits requests per email address, known or not", async () => {
    const company = await portalCompany(db.prisma, "Busy Co");
    await portalClient(db.prisma, company.id, "busy@example.com");
    for (const email of ["busy@example.com", "ghost@example.com"]) {
      for (let i = 0; i < PORTAL_LINKS_PER_EMAIL.limit; i += 1)
        await requestPortalLink(company.slug, email, nextIp());
      const refused = await requestPortalLink(company.slug, email, nextIp()).catch((e) => e);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ kind: "rate_limited" });
    }
    expect(await portalMails(db.prisma, "busy@example.com")).toHaveLength(
      PORTAL_LINKS_PER_EMAIL.limit,
    );
  });
});

describe("consumePortalLink", () => {
  async function freshToken(email: string) {
    const company = await portalCompany(db.prisma, "Link Co");
    const client = await portalClient(db.prisma, company.id, email);
    await requestPortalLink(company.slug, email, nextIp());
    const [mail] = await portalMails(db.prisma, email);
    return { company, client, token: tokenIn(mail) };
  }

  it("works once", async () => {
    const { company, token } = await freshToken("once@example.com");
    await expect(consumePortalLink(token)).resolves.toMatchObject({ status: "ok" });
    await expect(consumePortalLink(token)).resolves.toEqual({
      status: "refused",
      companySlug: company.slug,
    });
  });

  it("of two racing uses, one wins", async () => {
    const { token } = await freshToken("race@example.com");
    const results = await Promise.all([consumePortalLink(token), consumePortalLink(token)]);
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
  });

  it("refuses an expired link, and leaves it unused", async () => {
    const { company, token } = await freshToken("late@example.com");
    const later = new Date(Date.now() + (PORTAL_LINK_MINUTES + 1) * 60_000);
    await expect(consumePortalLink(token, later)).resolves.toEqual({
      status: "refused",
      companySlug: company.slug,
    });
    const link = await db.prisma.portalLink.findUniqueOrThrow({
      where: { tokenHash: hashPortalToken(token) },
    });
    expect(link.usedAt).toBeNull();
  });

  it("refuses unknown and malformed tokens", async () => {
    await expect(consumePortalLink("A".repeat(43))).resolves.toEqual({
      status: "refused",
      companySlug: null,
    });
    await expect(consumePortalLink("short")).resolves.toEqual({
      status: "refused",
      companySlug: null,
    });
  });
});

describe("the portal session cookie", () => {
  it("round-trips, and refuses a tampered, foreign or expired value", () => {
    const { value, expiresAt } = signPortalSession({ companyId: "co1", clientId: "cl1" });
    expect(verifyPortalSession(value)).toEqual({ companyId: "co1", clientId: "cl1", expiresAt });
    const days = (expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const [payload, signature] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ co: "co1", cl: "cl2", exp: 9e9 })).toString(
      "base64url",
    );
    expect(verifyPortalSession(`${forged}.${signature}`)).toBeNull();
    expect(verifyPortalSession(`${payload}.${signature.slice(1)}x`)).toBeNull();
    expect(verifyPortalSession(payload)).toBeNull();
    expect(verifyPortalSession(`${value}.x`)).toBeNull();
    expect(verifyPortalSession("")).toBeNull();
    expect(verifyPortalSession(value, new Date(expiresAt.getTime() + 1000))).toBeNull();
  });

  it("is HttpOnly and SameSite=Lax; Secure in production (not on this plain-http test site)", async () => {
    expect(portalCookieOptions(new Date())).toMatchObject({
      httpOnly: true,
      secure: false,
      sameSite: "lax",
    });
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      await jest.isolateModulesAsync(async () => {
        const session = await import("@/lib/portal/session");
        expect(session.portalCookieOptions(new Date())).toMatchObject({
          httpOnly: true,
          secure: true,
          sameSite: "lax",
          path: "/",
        });
      });
    } finally {
      env.NODE_ENV = before;
    }
  });

  it("holds only while the client is the company's and the company is active", async () => {
    const company = await portalCompany(db.prisma, "Session Co");
    const other = await portalCompany(db.prisma, "Other Session Co");
    const client = await portalClient(db.prisma, company.id, "session@example.com");
    const good = signPortalSession({ companyId: company.id, clientId: client.id }).value;
    const crossed = signPortalSession({ companyId: other.id, clientId: client.id }).value;
    await expect(activePortalSession(good)).resolves.toMatchObject({ clientId: client.id });
    await expect(activePortalSession(crossed)).resolves.toBeNull();
    await db.prisma.company.update({ where: { id: company.id }, data: { isActive: false } });
    await expect(activePortalSession(good)).resolves.toBeNull();
  });
});

describe("portalData", () => {
  it("shows a client only their own records with this company, never drafts", async () => {
    const a = await portalCompany(db.prisma, "Company A");
    const b = await portalCompany(db.prisma, "Company B");
    const x = await portalClient(db.prisma, a.id, "x@example.com", "Xavier");
    const y = await portalClient(db.prisma, a.id, "y@example.com", "Yvonne");
    // The same person, same email, with company B.
    const xAtB = await portalClient(db.prisma, b.id, "x@example.com", "Xavier");

    // X at A: a sent quote, an approved one with a deposit, a replaced revision, drafts.
    const sent = await quoteFor(db.prisma, a.id, x.id, { number: 1, title: "Panel upgrade" });
    const approved = await quoteFor(db.prisma, a.id, x.id, {
      number: 2,
      status: "approved",
      total: "2000.00",
    });
    const revision2 = await quoteFor(db.prisma, a.id, x.id, { number: 3, revision: 2 });
    await quoteFor(db.prisma, a.id, x.id, { number: 3, supersededById: revision2.id });
    await quoteFor(
      db.prisma,
      a.id,
      x.id,
      { number: 4, status: "draft", sentAt: null },
      { link: false },
    );
    // A draft that somehow has a link is still never shown; a sent one without a link neither.
    await quoteFor(db.prisma, a.id, x.id, { number: 5, status: "draft", sentAt: null });
    await quoteFor(db.prisma, a.id, x.id, { number: 6 }, { link: false });
    const pastExpiry = await quoteFor(db.prisma, a.id, x.id, {
      number: 7,
      expiresAt: new Date(Date.now() - 5 * 86_400_000),
    });
    await db.prisma.quotePayment.create({
      data: {
        companyId: a.id,
        quoteId: approved.id,
        amount: "500.00",
        method: "card",
        paidOn: new Date(Date.now() - 3 * 86_400_000),
      },
    });

    const invoice = await invoiceFor(db.prisma, a.id, x.id, {
      number: 1,
      status: "partially_paid",
      amountPaid: "200.00",
      balance: "300.00",
    });
    const overdue = await invoiceFor(db.prisma, a.id, x.id, {
      number: 2,
      dueDate: new Date(Date.now() - 10 * 86_400_000),
    });
    const draftInvoice = await invoiceFor(db.prisma, a.id, x.id, { number: 3, status: "draft" });
    const payment = await db.prisma.invoicePayment.create({
      data: {
        companyId: a.id,
        invoiceId: invoice.id,
        amount: "250.00",
        method: "stripe",
        paidOn: new Date(Date.now() - 2 * 86_400_000),
      },
    });
    await db.prisma.invoicePayment.create({
      data: {
        companyId: a.id,
        invoiceId: invoice.id,
        amount: "-50.00",
        method: "stripe",
        paidOn: new Date(Date.now() - 86_400_000),
        refundOfId: payment.id,
        reason: "Less work",
      },
    });
    await db.prisma.invoicePayment.create({
      data: {
        companyId: a.id,
        invoiceId: draftInvoice.id,
        amount: "10.00",
        method: "cash",
        paidOn: new Date(),
      },
    });
    const request = await db.prisma.estimateRequest.create({
      data: {
        companyId: a.id,
        clientId: x.id,
        customerName: "Xavier",
        customerEmail: "x@example.com",
        subtotal: "150.00",
        totalAmount: "150.00",
        totalTime: 60,
        status: "contacted",
        items: {
          create: [
            {
              name: "Outlet",
              unitType: "per_item",
              quantity: "2",
              unitPrice: "75.00",
              lineSubtotal: "150.00",
              time: 60,
            },
          ],
        },
      },
    });
    await db.prisma.estimateRequest.create({
      data: {
        companyId: a.id,
        clientId: x.id,
        customerName: "Spam",
        customerEmail: "x@example.com",
        subtotal: "0",
        totalAmount: "0",
        totalTime: 0,
        isSpam: true,
      },
    });

    // Y at A and X at B: rows X's session must never see.
    const yQuote = await quoteFor(db.prisma, a.id, y.id, { number: 10 });
    const yInvoice = await invoiceFor(db.prisma, a.id, y.id, { number: 10 });
    const bQuote = await quoteFor(db.prisma, b.id, xAtB.id, { number: 1 });
    const bInvoice = await invoiceFor(db.prisma, b.id, xAtB.id, { number: 1 });
    await db.prisma.invoicePayment.create({
      data: {
        companyId: b.id,
        invoiceId: bInvoice.id,
        amount: "99.00",
        method: "cash",
        paidOn: new Date(),
      },
    });

    const data = await portalData(a.id, x.id);
    if (!data) throw new Error("expected the portal");
    expect(data.company).toMatchObject({ name: "Company A", slug: a.slug });
    expect(data.client).toEqual({ name: "Xavier", email: "x@example.com" });

    expect(data.quotes.map((quote) => quote.id).sort()).toEqual(
      [sent.id, approved.id, revision2.id, pastExpiry.id].sort(),
    );
    const shownSent = data.quotes.find((quote) => quote.id === sent.id)!;
    expect(shownSent).toMatchObject({
      displayNumber: "Q-0001",
      title: "Panel upgrade",
      status: "sent",
      total: "1000.00",
      open: true,
    });
    expect(shownSent.url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    expect(data.quotes.find((quote) => quote.id === revision2.id)?.displayNumber).toBe("Q-0003-R2");
    expect(data.quotes.find((quote) => quote.id === pastExpiry.id)).toMatchObject({
      status: "expired",
      open: false,
    });
    expect(data.quotes.find((quote) => quote.id === approved.id)?.open).toBe(false);

    expect(data.invoices.map((row) => row.id).sort()).toEqual([invoice.id, overdue.id].sort());
    expect(data.invoices.find((row) => row.id === invoice.id)).toMatchObject({
      displayNumber: "INV-0001",
      status: "partially_paid",
      shownStatus: "partially_paid",
      total: "500.00",
      balance: "300.00",
      payable: true,
    });
    expect(data.invoices.find((row) => row.id === overdue.id)).toMatchObject({
      status: "sent",
      shownStatus: "overdue",
    });
    for (const row of data.invoices) expect(row.url).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);

    expect(
      data.payments.map(({ kind, description, amount }) => ({ kind, description, amount })),
    ).toEqual([
      { kind: "refund", description: "Refund on INV-0001", amount: "-50.00" },
      { kind: "payment", description: "Payment on INV-0001", amount: "250.00" },
      { kind: "deposit", description: "Deposit on Q-0002", amount: "500.00" },
    ]);

    expect(data.requests).toEqual([
      expect.objectContaining({
        id: request.id,
        status: "contacted",
        summary: "Outlet",
        total: "150.00",
      }),
    ]);

    // Nothing of Y's, nothing of company B's, however it is looked at.
    const everything = JSON.stringify(data);
    for (const id of [yQuote.id, yInvoice.id, bQuote.id, bInvoice.id, draftInvoice.id])
      expect(everything).not.toContain(id);
    expect(everything).not.toContain("99.00");
    expect(everything).not.toContain("Company B");
  });

  it("is nothing for a client of another company (tenant isolation)", async () => {
    const a = await portalCompany(db.prisma, "Tenant A");
    const b = await portalCompany(db.prisma, "Tenant B");
    const xAtA = await portalClient(db.prisma, a.id, "same@example.com");
    const xAtB = await portalClient(db.prisma, b.id, "same@example.com");
    await quoteFor(db.prisma, b.id, xAtB.id, { number: 1 });
    await expect(portalData(a.id, xAtB.id)).resolves.toBeNull();
    await expect(portalData(b.id, xAtA.id)).resolves.toBeNull();
    const own = await portalData(b.id, xAtB.id);
    expect(own?.quotes).toHaveLength(1);
    expect((await portalData(a.id, xAtA.id))?.quotes).toEqual([]);
  });
});
