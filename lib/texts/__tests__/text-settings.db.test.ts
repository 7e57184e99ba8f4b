/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import * as settings from "@/app/api/company/text-settings/route";
import * as unread from "@/app/api/texts/unread/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const patch = (cookie: string, body: unknown) =>
  settings.PATCH(
    makeRequest("PATCH", "/api/company/text-settings", { cookie, body }),
    routeParams(),
  );

describe("text settings", () => {
  it("reads and changes the session's company only, 400 naming the field", async () => {
    const a = await createOwner(db.prisma, "Texts A");
    const b = await createOwner(db.prisma, "Texts B");
    const read = await settings.GET(
      makeRequest("GET", "/api/company/text-settings", { cookie: a.cookie }),
      routeParams(),
    );
    const initial = await read.json();
    expect(initial).toMatchObject({ country: "US", textQuietStart: 21, textQuietEnd: 8 });
    expect(initial.mergeFields.quoteSent).toContain("quote.link");
    expect(initial.mergeFields.invoiceReminder).toContain("invoice.due");
    expect(initial.mergeFields.onMyWay).toContain("technician.name");

    const changed = await patch(a.cookie, {
      textFrom: "+15125550100",
      country: "ca",
      textRequestReply: false,
      textFollowUpTemplate: "Hi {{client.firstName}}: {{quote.link}}",
      textQuietStart: 20,
      quoteReminderTextDays: [5],
      textOnMyWay: false,
      textVisitReminderTemplate: "See you {{visit.when}}, {{client.firstName}}.",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      textFrom: "+15125550100",
      country: "CA",
      textRequestReply: false,
      textQuietStart: 20,
      quoteReminderTextDays: [5],
      textOnMyWay: false,
      textInvoiceSent: true,
      textVisitReminderTemplate: "See you {{visit.when}}, {{client.firstName}}.",
    });
    // A messaging service replaces the number.
    const service = await patch(a.cookie, {
      textMessagingServiceSid: "MG0123456789abcdef0123456789abcdef",
    });
    expect(await service.json()).toMatchObject({
      textFrom: null,
      textMessagingServiceSid: "MG0123456789abcdef0123456789abcdef",
    });
    const untouched = await db.prisma.company.findUniqueOrThrow({ where: { id: b.company.id } });
    expect(untouched).toMatchObject({ country: "US", textFrom: null, textRequestReply: true });

    for (const [body, field] of [
      [{ textQuietEnd: 24 }, "textQuietEnd"],
      [{ textFrom: "512-555-0100" }, "textFrom"],
      [{ country: "XX" }, "country"],
      [{ quoteReminderTextDays: [4] }, "quoteReminderTextDays"],
      [{ textQuoteSentTemplate: "x".repeat(1601) }, "textQuoteSentTemplate"],
      [{ textInvoiceSent: "yes" }, "textInvoiceSent"],
      [{ textOnMyWayTemplate: "On my way\u0000" }, "textOnMyWayTemplate"],
      [{ unknown: 1 }, "body"],
    ] as const) {
      const response = await patch(a.cookie, body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { issues: { path: string }[]; message: string };
      expect(error.message).toContain(field === "body" ? "Invalid body" : field);
    }
  });

  it("counts a company's unread texts for the badge", async () => {
    const a = await createOwner(db.prisma, "Unread A");
    const b = await createOwner(db.prisma, "Unread B");
    await db.prisma.textMessage.create({
      data: {
        companyId: a.company.id,
        direction: "inbound",
        from: "+15125550142",
        to: "+15005550006",
        body: "Hello?",
        status: "received",
      },
    });
    const count = async (cookie: string) =>
      (await (
        await unread.GET(makeRequest("GET", "/api/texts/unread", { cookie }), routeParams())
      ).json()) as { unreadCount: number };
    expect(await count(a.cookie)).toEqual({ unreadCount: 1 });
    expect(await count(b.cookie)).toEqual({ unreadCount: 0 });
  });
});
