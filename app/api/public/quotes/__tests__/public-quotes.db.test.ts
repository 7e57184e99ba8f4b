/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { makePng, pngDataUrl } from "@/test/png";
import { createSentQuote, dayFromToday } from "@/test/quotes";
import { GET as getQuote } from "@/app/api/public/quotes/[token]/route";
import { PUT as putSelection } from "@/app/api/public/quotes/[token]/selection/route";
import { POST as postApprove } from "@/app/api/public/quotes/[token]/approve/route";
import { POST as postDecline } from "@/app/api/public/quotes/[token]/decline/route";
import { POST as postCheckout } from "@/app/api/public/quotes/[token]/checkout/route";
import { ESIGN_DISCLOSURE_VERSION } from "@/lib/quotes/disclosure";
import { getPublicQuote } from "@/lib/quotes/public";
import type { PublicQuoteDto } from "@/lib/quotes/types";

let db: TestDatabase;
let companyId: string;
let otherCompanyId: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  companyId = (await createOwner(db.prisma, "Bright Electric")).company.id;
  otherCompanyId = (await createOwner(db.prisma, "Other Co")).company.id;
});
afterAll(async () => {
  await db.close();
});

type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;

let ipCounter = 0;
/** Each call from its own address, so the per-address limits stay out of the way. */
function call(handler: Handler, method: string, token: string, body?: unknown, ip?: string) {
  ipCounter += 1;
  const headers = {
    "x-forwarded-for": `10.0.0.1, ${ip ?? `203.0.113.${ipCounter % 250}`}`,
    "user-agent": "Mozilla/5.0 (iPhone) TestSafari/17",
  };
  return handler(
    makeRequest(method, `/api/public/quotes/${token}`, { body, headers }),
    routeParams({ token }),
  );
}

async function mailJobs(quoteId: string) {
  const rows = await db.prisma.$queryRaw<{ data: Record<string, unknown> }[]>`
    SELECT data FROM pgboss.job WHERE name = 'mail'`;
  return rows
    .map((row) => row.data)
    .filter((data) => data.quoteId === quoteId || data.kind === "deposit-receipt");
}

/** Everything the customer could try to change, to compare before and after a refusal. */
async function snapshot(quoteId: string) {
  const quote = await db.prisma.quote.findUniqueOrThrow({
    where: { id: quoteId },
    include: { lines: { orderBy: { sortOrder: "asc" } }, groups: true, events: true },
  });
  return JSON.stringify({ ...quote, updatedAt: null });
}

const approval = (dto: PublicQuoteDto, name = "Ann Customer") => ({
  name,
  signatureMethod: "drawn",
  signature: pngDataUrl(),
  consent: true,
  termsAccepted: true,
  contentHash: dto.contentHash,
});

describe("GET /api/public/quotes/[token]", () => {
  it("answers 404 for a malformed, tampered or unknown token", async () => {
    const { token } = await createSentQuote(db.prisma, companyId);
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of ["x", "../../etc", tampered, "A".repeat(43), `${token}A`]) {
      const res = await call(getQuote, "GET", bad);
      expect(res.status).toBe(404);
    }
  });

  it("every public quote route answers 404 for a tampered token and changes nothing", async () => {
    const { quote, token, lines } = await createSentQuote(db.prisma, companyId);
    const dto = await getPublicQuote(token, { recordView: false });
    const before = await snapshot(quote.id);
    const tampered = (token[0] === "A" ? "B" : "A") + token.slice(1);
    const attempts: [Handler, string, unknown][] = [
      [getQuote, "GET", undefined],
      [putSelection, "PUT", { selectedLineIds: [lines.better.id] }],
      [postApprove, "POST", approval(dto)],
      [postDecline, "POST", {}],
      [postCheckout, "POST", undefined],
    ];
    for (const [handler, method, body] of attempts) {
      const res = await call(handler, method, tampered, body);
      expect(res.status).toBe(404);
    }
    expect(await snapshot(quote.id)).toBe(before);
  });

  it("shows the quote without owner data; the first view marks it viewed and mails the owner once", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    const res = await call(getQuote, "GET", token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const dto = (await res.json()) as PublicQuoteDto;
    expect(dto).toMatchObject({
      displayNumber: expect.stringMatching(/^Q-\d{4}$/),
      status: "viewed",
      company: { name: "Bright Electric" },
      client: { name: "Ann Customer" },
      expiresAt: dayFromToday(30).toISOString().slice(0, 10),
      onlinePayment: false,
      supersededBy: null,
      signature: null,
    });
    // 100 + (1000 + 50 permit) = 1150; −10% → 1035; tax 8.25% = 85.39; deposit 25% = 280.10
    expect(dto.totals).toEqual({
      subtotal: "1150.00",
      discount: "115.00",
      tax: "85.39",
      total: "1120.39",
      deposit: "280.10",
      paid: "0.00",
      depositDue: "280.10",
    });
    expect(dto.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(dto);
    expect(text).not.toContain("serviceId");
    expect(text).not.toContain(companyId);
    expect(text).not.toContain("tokenHash");

    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe("viewed");
    expect(stored.firstViewedAt).not.toBeNull();

    // A second visit a minute later is another "viewed" event, without a second mail.
    const later = await getPublicQuote(token, { now: new Date(Date.now() + 60_000) });
    expect(later.status).toBe("viewed");
    const events = await db.prisma.quoteEvent.findMany({ where: { quoteId: quote.id } });
    expect(events.filter((event) => event.type === "viewed")).toHaveLength(2);
    expect(await mailJobs(quote.id)).toEqual([
      expect.objectContaining({
        kind: "quote-owner-update",
        companyId,
        quoteId: quote.id,
        event: "viewed",
      }),
    ]);
  });

  it("a replaced revision points to the current one, and refuses every action", async () => {
    const first = await createSentQuote(db.prisma, companyId);
    const second = await createSentQuote(db.prisma, companyId, { revision: 2 });
    await db.prisma.quote.update({
      where: { id: first.quote.id },
      data: { supersededById: second.quote.id },
    });
    const dto = (await (await call(getQuote, "GET", first.token)).json()) as PublicQuoteDto;
    expect(dto.supersededBy).toBe(`/q/${second.token}`);
    const before = await snapshot(first.quote.id);
    expect((await call(postApprove, "POST", first.token, approval(dto))).status).toBe(409);
    expect((await call(postDecline, "POST", first.token, {})).status).toBe(409);
    const selection = { selectedLineIds: [first.lines.better.id] };
    expect((await call(putSelection, "PUT", first.token, selection)).status).toBe(409);
    expect(await snapshot(first.quote.id)).toBe(before);
  });

  it("an open quote past its expiry day reads as expired (stored), and cannot be approved", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId, {
      expiresAt: dayFromToday(-1),
    });
    const dto = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    expect(dto.status).toBe("expired");
    const res = await call(postApprove, "POST", token, approval(dto));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/expired/);
    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe("expired");
    expect(stored.approvedAt).toBeNull();
  });

  it("a draft with a link (the owner's preview) is shown read-only: no view recorded, no answer", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId, {
      status: "draft",
      sentAt: null,
    });
    const dto = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    expect(dto.status).toBe("draft");
    expect(await db.prisma.quoteEvent.count({ where: { quoteId: quote.id } })).toBe(0);
    expect(await mailJobs(quote.id)).toEqual([]);
    const res = await call(postApprove, "POST", token, approval(dto));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/not been sent/);
  });

  it("a reload within 30 s records nothing more; an answered quote past expiry stays answered", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    await getPublicQuote(token);
    await getPublicQuote(token, { now: new Date(Date.now() + 5_000) });
    const views = () =>
      db.prisma.quoteEvent.count({ where: { quoteId: quote.id, type: "viewed" } });
    expect(await views()).toBe(1);

    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { status: "declined", declinedAt: new Date(), expiresAt: dayFromToday(-3) },
    });
    const dto = await getPublicQuote(token, { now: new Date(Date.now() + 120_000) });
    expect(dto.status).toBe("declined");
    expect(await views()).toBe(2);
    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe("declined");
  });

  it("a quote expiring today is still open", async () => {
    const { token } = await createSentQuote(db.prisma, companyId, { expiresAt: dayFromToday(0) });
    const dto = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    expect(dto.status).toBe("viewed");
  });
});

describe("PUT /api/public/quotes/[token]/selection", () => {
  it("picks another option and ticks an optional line: totals recomputed and stored, one event", async () => {
    const { quote, token, lines } = await createSentQuote(db.prisma, companyId);
    const res = await call(putSelection, "PUT", token, {
      selectedLineIds: [lines.better.id, lines.surge.id],
    });
    expect(res.status).toBe(200);
    const dto = (await res.json()) as PublicQuoteDto;
    // 100 + 1500 + 2 × 120.50 = 1841; −184.10 → 1656.90; tax 136.69 → 1793.59; deposit 448.40
    expect(dto.totals).toMatchObject({
      subtotal: "1841.00",
      discount: "184.10",
      tax: "136.69",
      total: "1793.59",
      deposit: "448.40",
    });
    const stored = await db.prisma.quote.findUniqueOrThrow({
      where: { id: quote.id },
      include: { lines: true },
    });
    expect(stored.total.toString()).toBe("1793.59");
    expect(stored.depositAmount.toString()).toBe("448.4");
    const selected = Object.fromEntries(stored.lines.map((line) => [line.name, line.selected]));
    expect(selected).toEqual({
      Survey: true,
      "Good panel": false,
      "Better panel": true,
      "Surge protector": true,
    });
    const events = await db.prisma.quoteEvent.findMany({
      where: { quoteId: quote.id, type: "options_changed" },
    });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toBe("Picked “Better panel” in “Panel”; Added “Surge protector”");
    expect(events[0].actor).toBe("customer");

    // The same selection again changes nothing and records nothing.
    await call(putSelection, "PUT", token, { selectedLineIds: [lines.better.id, lines.surge.id] });
    expect(
      await db.prisma.quoteEvent.count({ where: { quoteId: quote.id, type: "options_changed" } }),
    ).toBe(1);
  });

  it("refuses prices, quantities, plain lines, unknown lines, another quote's lines and a group without exactly one pick: nothing changes", async () => {
    const { quote, token, lines } = await createSentQuote(db.prisma, companyId);
    const other = await createSentQuote(db.prisma, otherCompanyId);
    const sameCompany = await createSentQuote(db.prisma, companyId);
    const before = await snapshot(quote.id);
    const otherBefore = await snapshot(other.quote.id);
    const attempts: unknown[] = [
      { selectedLineIds: [lines.good.id], unitPrice: "1" },
      { selectedLineIds: [lines.good.id], lines: [{ id: lines.good.id, unitPrice: "1" }] },
      { selectedLineIds: [lines.good.id], quantities: { [lines.surge.id]: 100 } },
      { selectedLineIds: [lines.good.id], total: "0.00" },
      { selectedLineIds: [lines.good.id, lines.survey.id] }, // a plain line
      { selectedLineIds: [lines.good.id, "cm0000000000000000000000000"] },
      { selectedLineIds: [lines.good.id, other.lines.surge.id] }, // another company's quote
      { selectedLineIds: [other.lines.better.id] },
      { selectedLineIds: [lines.good.id, sameCompany.lines.surge.id] }, // another quote
      { selectedLineIds: [lines.good.id, lines.better.id] }, // two in one group
      { selectedLineIds: [lines.surge.id] }, // none in the group
      { selectedLineIds: "all" },
      {},
    ];
    for (const body of attempts) {
      const res = await call(putSelection, "PUT", token, body);
      expect([400, 422]).toContain(res.status);
      const error = await res.json();
      expect(error.message).toMatch(/body/);
    }
    const twice = await call(putSelection, "PUT", token, {
      selectedLineIds: [lines.good.id, lines.better.id],
    });
    expect((await twice.json()).message).toMatch(/exactly one option in “Panel”/);
    expect(await snapshot(quote.id)).toBe(before);
    expect(await snapshot(other.quote.id)).toBe(otherBefore);
    // Other quotes' lines are refused for B's token too.
    const res = await call(putSelection, "PUT", other.token, {
      selectedLineIds: [lines.better.id],
    });
    expect(res.status).toBe(400);
    expect(await snapshot(quote.id)).toBe(before);
  });
});

describe("POST /api/public/quotes/[token]/approve", () => {
  it("stores the evidence: name, PNG bytes, time, IP, user agent and the content hash", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    const dto = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    const png = makePng(64, 32);
    const res = await call(
      postApprove,
      "POST",
      token,
      { ...approval(dto, "  Ann Customer  "), signature: pngDataUrl(png) },
      "198.51.100.7",
    );
    expect(res.status).toBe(200);
    const approved = (await res.json()) as PublicQuoteDto;
    expect(approved).toMatchObject({
      status: "approved",
      signature: { name: "Ann Customer", contentHash: dto.contentHash },
      contentHash: dto.contentHash,
    });
    expect(JSON.stringify(approved)).not.toContain("198.51.100.7");

    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe("approved");
    expect(stored.signerName).toBe("Ann Customer");
    expect(Buffer.from(stored.signatureImage!).equals(png)).toBe(true);
    expect(stored.signerIp).toBe("198.51.100.7");
    expect(stored.signerUserAgent).toBe("Mozilla/5.0 (iPhone) TestSafari/17");
    expect(stored.contentHash).toBe(dto.contentHash);
    expect(stored.approvedAt).not.toBeNull();
    const events = await db.prisma.quoteEvent.findMany({
      where: { quoteId: quote.id, type: "approved" },
    });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toBe("Approved and signed by Ann Customer");
    expect(await mailJobs(quote.id)).toContainEqual(
      expect.objectContaining({ kind: "quote-owner-update", event: "approved" }),
    );

    // Approving twice, declining or changing options afterwards: 409, nothing changes.
    const before = await snapshot(quote.id);
    expect((await call(postApprove, "POST", token, approval(dto))).status).toBe(409);
    expect((await call(postDecline, "POST", token, { reason: "changed my mind" })).status).toBe(
      409,
    );
    expect((await call(putSelection, "PUT", token, { selectedLineIds: [] })).status).toBe(409);
    expect(await snapshot(quote.id)).toBe(before);

    // The page after approval: the signed state, the hash approved.
    const after = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    expect(after.status).toBe("approved");
    expect(after.signature?.name).toBe("Ann Customer");
  });

  it("refuses a stale content hash (the quote changed since it was shown)", async () => {
    const { quote, token, lines } = await createSentQuote(db.prisma, companyId);
    const shown = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    await call(putSelection, "PUT", token, { selectedLineIds: [lines.better.id] });
    const res = await call(postApprove, "POST", token, approval(shown));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: "This quote changed; reload it.",
      code: "quote_changed",
      issues: [{ path: "contentHash" }],
    });
    // The owner's price edit (a direct write here) also changes the hash.
    const fresh = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    await db.prisma.quoteLine.update({ where: { id: lines.survey.id }, data: { unitPrice: "99" } });
    expect((await call(postApprove, "POST", token, approval(fresh))).status).toBe(409);
    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe("viewed");
  });

  it("two concurrent approvals record once", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    const dto = (await (await call(getQuote, "GET", token)).json()) as PublicQuoteDto;
    const results = await Promise.all([
      call(postApprove, "POST", token, approval(dto, "First Signer")),
      call(postApprove, "POST", token, approval(dto, "Second Signer")),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(
      await db.prisma.quoteEvent.count({ where: { quoteId: quote.id, type: "approved" } }),
    ).toBe(1);
  });

  it.each([
    ["a one-letter name", { name: "A" }, "name"],
    ["no consent to sign electronically", { consent: false }, "consent"],
    ["no acceptance of the terms", { termsAccepted: undefined }, "termsAccepted"],
    ["terms not accepted", { termsAccepted: false }, "termsAccepted"],
    ["an unknown signature method", { signatureMethod: "stamped" }, "signatureMethod"],
    ["a drawn signature without its image", { signature: undefined }, "signature"],
    ["a typed signature with an image", { signatureMethod: "typed" }, "signature"],
    ["a JPEG", { signature: "data:image/jpeg;base64,/9j/4AAQ" }, "signature"],
    ["bytes that are not a PNG", { signature: pngDataUrl(Buffer.from("GIF89a....")) }, "signature"],
    ["a malformed hash", { contentHash: "abc" }, "contentHash"],
    ["an unknown field", { price: "0" }, "body"],
  ])("refuses %s (400 naming the field)", async (_, change, field) => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    const dto = await getPublicQuote(token, { recordView: false });
    const res = await call(postApprove, "POST", token, { ...approval(dto), ...change });
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(JSON.stringify(error.issues ?? error.message)).toContain(field);
    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe("sent");
  });

  it("a typed signature: no image, the method, the consent time and disclosure version stored", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    const dto = await getPublicQuote(token, { recordView: false });
    const { signature: _drawn, ...typed } = approval(dto, "Typed Signer");
    const res = await call(
      postApprove,
      "POST",
      token,
      { ...typed, signatureMethod: "typed" },
      "::ffff:198.51.100.8",
    );
    expect(res.status).toBe(200);
    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored).toMatchObject({
      status: "approved",
      signerName: "Typed Signer",
      signatureMethod: "typed",
      signatureImage: null,
      consentVersion: ESIGN_DISCLOSURE_VERSION,
    });
    expect(stored.consentAt).toEqual(stored.approvedAt);
    expect(stored.termsAcceptedAt).toEqual(stored.approvedAt);
  });

  it("a view keeps the viewer's address in its timeline row", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    expect((await call(getQuote, "GET", token, undefined, "203.0.113.44")).status).toBe(200);
    const view = await db.prisma.quoteEvent.findFirstOrThrow({
      where: { quoteId: quote.id, type: "viewed" },
    });
    expect(view.data).toMatchObject({ ip: "203.0.113.44" });
  });

  it("refuses a signature over 300 KB", async () => {
    const { token } = await createSentQuote(db.prisma, companyId);
    const dto = await getPublicQuote(token, { recordView: false });
    const huge = `data:image/png;base64,${"A".repeat(410_000)}`;
    const res = await call(postApprove, "POST", token, { ...approval(dto), signature: huge });
    expect([400, 413]).toContain(res.status);
  });
});

describe("POST /api/public/quotes/[token]/decline", () => {
  it("declines with a reason, records it and mails the owner; approving afterwards is refused", async () => {
    const { quote, token } = await createSentQuote(db.prisma, companyId);
    const res = await call(postDecline, "POST", token, { reason: "  Too expensive  " });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PublicQuoteDto).status).toBe("declined");
    const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored).toMatchObject({ status: "declined", declineReason: "Too expensive" });
    expect(stored.declinedAt).not.toBeNull();
    const event = await db.prisma.quoteEvent.findFirstOrThrow({
      where: { quoteId: quote.id, type: "declined" },
    });
    expect(event.detail).toBe("Declined: Too expensive");
    expect(await mailJobs(quote.id)).toContainEqual(
      expect.objectContaining({ kind: "quote-owner-update", event: "declined" }),
    );
    const dto = await getPublicQuote(token, { recordView: false });
    expect((await call(postApprove, "POST", token, approval(dto))).status).toBe(409);
  });

  it("declines without a reason; a reason over 1000 characters is refused", async () => {
    const { token } = await createSentQuote(db.prisma, companyId);
    expect((await call(postDecline, "POST", token, { reason: "x".repeat(1001) })).status).toBe(400);
    expect((await call(postDecline, "POST", token)).status).toBe(200);
  });

  it("limits answers per client address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await call(postDecline, "POST", "x".repeat(43), {}, "192.0.2.99")).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("POST /api/public/quotes/[token]/checkout", () => {
  it("without Stripe keys answers 409 and says to pay the company directly", async () => {
    const { token } = await createSentQuote(db.prisma, companyId, {
      status: "approved",
      approvedAt: new Date(),
    });
    const res = await call(postCheckout, "POST", token);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/pay the deposit to the company directly/);
    expect((await call(postCheckout, "POST", "x".repeat(43))).status).toBe(404);
  });
});
