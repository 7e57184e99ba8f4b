/** @jest-environment node */
import { inTransaction, publish, type DomainEvent } from "@/lib/events";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/event-names";
import { readService, webhookBodySchema } from "@/lib/resources";
import { seedCompany } from "@/test/api-helpers";
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { expectValid, servedDocument, validateWebhook } from "@/test/openapi-validator";
import { createSentQuote } from "@/test/quotes";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(() => db.close());

/**
 * Each webhook event's body, as publish() writes it for a real record, is the resource's
 * public shape: it validates against the schema /api/v1 answers with (lib/resources) and
 * carries nothing that schema does not describe, and against the event's schema in the
 * webhooks section of the OpenAPI document /api/v1/openapi.json serves (Ajv, JSON Schema
 * 2020-12: test/openapi-validator.ts).
 */
describe("webhook bodies", () => {
  it("the OpenAPI document lists every webhook event type under webhooks, and nothing else", async () => {
    const document = await servedDocument();
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it("validate against the resource schema of /api/v1 for every event type", async () => {
    const owner = await seedCompany(db.prisma, "Bodies Co");
    const companyId = owner.company.id;
    const serviceId = owner.service.id;
    await db.prisma.webhookEndpoint.create({
      data: {
        companyId,
        url: "https://hooks.example.com/all",
        events: [...WEBHOOK_EVENT_TYPES],
        secret: "whsec_test",
      },
    });
    const { quote, client } = await createSentQuote(db.prisma, companyId);
    const request = await db.prisma.estimateRequest.create({
      data: {
        companyId,
        clientId: client.id,
        customerName: "Ann Customer",
        customerEmail: "ann@example.com",
        subtotal: "1800.00",
        totalAmount: "1800.00",
        totalTime: 120,
        items: {
          create: [
            {
              serviceId,
              name: "Panel Upgrade",
              unitType: "per_item",
              quantity: "2",
              unitPrice: "900.00",
              lineSubtotal: "1800.00",
              time: 60,
            },
          ],
        },
      },
    });
    const payment = await db.prisma.quotePayment.create({
      data: {
        companyId,
        quoteId: quote.id,
        amount: "250.00",
        method: "check",
        paidOn: new Date("2026-11-20T00:00:00Z"),
      },
    });
    const invoice = await db.prisma.invoice.create({
      data: {
        companyId,
        number: 1,
        clientId: client.id,
        quoteId: quote.id,
        status: "partially_paid",
        issueDate: new Date("2026-11-20T00:00:00Z"),
        dueDate: new Date("2026-11-20T00:00:00Z"),
        subtotal: "1800.00",
        total: "1800.00",
        quotedAmount: "1800.00",
        depositApplied: "250.00",
        amountPaid: "100.00",
        balance: "1450.00",
        lines: {
          create: [
            { name: "Panel Upgrade", unitPrice: "900.00", quantity: "2", lineTotal: "1800.00" },
          ],
        },
      },
    });
    const invoicePayment = await db.prisma.invoicePayment.create({
      data: {
        companyId,
        invoiceId: invoice.id,
        amount: "100.00",
        method: "check",
        reference: "1042",
        paidOn: new Date("2026-11-21T00:00:00Z"),
      },
    });
    // A job of the quote at the client's property, with a checklist and a visit of the owner's.
    const property = await db.prisma.property.create({
      data: {
        companyId,
        clientId: client.id,
        line1: "12 Oak St",
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        matchKey: "12 oak st 78701",
      },
    });
    const job = await db.prisma.job.create({
      data: {
        companyId,
        number: 1,
        title: "Panel upgrade",
        instructions: "Gate code 1234",
        status: "scheduled",
        quoteId: quote.id,
        clientId: client.id,
        propertyId: property.id,
        checklist: {
          create: [
            { label: "Panel Upgrade × 2", sortOrder: 0, done: true, doneAt: new Date() },
            { label: "Test the circuits", sortOrder: 1 },
          ],
        },
      },
    });
    const visit = await db.prisma.visit.create({
      data: {
        companyId,
        jobId: job.id,
        startAt: new Date(Date.now() + 86_400_000),
        endAt: new Date(Date.now() + 90_000_000),
        arrivalWindowMinutes: 120,
        seriesId: "series-1",
        recurrence: "Every 2 weeks, 3 times",
        assignees: { create: [{ userId: owner.user.id }] },
      },
    });
    const service = await readService(db.prisma, serviceId);
    const invoiceFact = { companyId, invoiceId: invoice.id };
    const quoteFact = { companyId, quoteId: quote.id };
    const events: Record<WebhookEventType, DomainEvent> = {
      "estimate_request.created": {
        type: "estimate_request.created",
        companyId,
        requestId: request.id,
        textReply: false,
      },
      "client.created": { type: "client.created", companyId, clientId: client.id },
      "client.updated": { type: "client.updated", companyId, clientId: client.id },
      "quote.created": { type: "quote.created", ...quoteFact, detail: "Created" },
      "quote.sent": { type: "quote.sent", ...quoteFact, to: "ann@example.com", message: null },
      "quote.viewed": { type: "quote.viewed", ...quoteFact },
      "quote.approved": {
        type: "quote.approved",
        ...quoteFact,
        signerName: "Ann Customer",
        contentHash: "a".repeat(64),
      },
      "quote.declined": { type: "quote.declined", ...quoteFact, reason: "Too dear" },
      "quote.expired": { type: "quote.expired", ...quoteFact, detail: "Expired" },
      "deposit.recorded": {
        type: "deposit.recorded",
        ...quoteFact,
        paymentId: payment.id,
        actor: "owner",
        detail: "$250.00 received (Check)",
      },
      "service.changed": { type: "service.changed", companyId, serviceId, action: "updated" },
      "invoice.created": { type: "invoice.created", ...invoiceFact, detail: "Created" },
      "invoice.sent": {
        type: "invoice.sent",
        ...invoiceFact,
        to: "ann@example.com",
        message: null,
      },
      "invoice.paid": { type: "invoice.paid", ...invoiceFact, actor: "owner" },
      "invoice.overdue": { type: "invoice.overdue", ...invoiceFact, dueDate: "2026-11-20" },
      "invoice.voided": { type: "invoice.voided", ...invoiceFact, reason: "Duplicate" },
      "payment.recorded": {
        type: "payment.recorded",
        ...invoiceFact,
        paymentId: invoicePayment.id,
        actor: "owner",
        detail: "$100.00 received (Check 1042)",
      },
      "payment.refunded": {
        type: "payment.refunded",
        ...invoiceFact,
        paymentId: invoicePayment.id,
        detail: "Refunded",
      },
      "job.created": { type: "job.created", companyId, jobId: job.id, detail: "J-0001: created" },
      "job.scheduled": { type: "job.scheduled", companyId, jobId: job.id },
      "job.completed": { type: "job.completed", companyId, jobId: job.id },
      "visit.scheduled": { type: "visit.scheduled", companyId, visitId: visit.id, notify: false },
      "visit.completed": { type: "visit.completed", companyId, visitId: visit.id },
    };
    const deleted: DomainEvent = {
      type: "service.changed",
      companyId,
      serviceId,
      action: "deleted",
      service,
    };

    const bodies = new Map<string, Record<string, unknown>>();
    for (const event of [...Object.values(events), deleted]) {
      await db.prisma.webhookDelivery.deleteMany({ where: { companyId } });
      await inTransaction((tx) => publish(tx, event));
      const [delivery] = await db.prisma.webhookDelivery.findMany({ where: { companyId } });
      expect(delivery?.eventType).toBe(event.type);
      const body = delivery.payload as Record<string, unknown>;
      const parsed = webhookBodySchema(event.type as WebhookEventType).safeParse(body);
      if (!parsed.success) throw new Error(`${event.type}: ${parsed.error.message}`);
      // Nothing beyond the schema: parsing keeps every key the body has.
      expect(JSON.parse(JSON.stringify(parsed.data))).toEqual(body);
      // The same body against the document's schema for the event (closed objects: an
      // undocumented key fails here too).
      const what = `the ${event.type} body${event.type === "service.changed" ? ` (${event.action})` : ""}`;
      expectValid(await validateWebhook(event.type, body), what);
      expect(body.id).toBe(delivery.eventId);
      bodies.set(event.type, body);
    }
    // Every webhook event type was published above.
    expect(Object.keys(events).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());

    // The check can fail: a key the schema does not list (in the envelope or in data), a
    // wrong type, a missing field, another event's type or data.
    const quoteSent = bodies.get("quote.sent")!;
    const data = quoteSent.data as Record<string, unknown>;
    const errorsOf = (body: unknown, type = "quote.sent") => validateWebhook(type, body);
    expect(await errorsOf(quoteSent)).toEqual([]);
    expect(await errorsOf({ ...quoteSent, extra: 1 })).toEqual([
      expect.objectContaining({
        instancePath: "",
        keyword: "additionalProperties",
        params: { additionalProperty: "extra" },
      }),
    ]);
    expect(await errorsOf({ ...quoteSent, data: { ...data, tokenNonce: "n" } })).toEqual([
      expect.objectContaining({
        instancePath: "/data",
        keyword: "additionalProperties",
        params: { additionalProperty: "tokenNonce" },
      }),
    ]);
    expect(await errorsOf({ ...quoteSent, data: { ...data, revision: "1" } })).toEqual([
      expect.objectContaining({ instancePath: "/data/revision", keyword: "type" }),
    ]);
    const { timestamp: _timestamp, ...withoutTimestamp } = quoteSent;
    expect(await errorsOf(withoutTimestamp)).toEqual([
      expect.objectContaining({ keyword: "required", params: { missingProperty: "timestamp" } }),
    ]);
    expect(await errorsOf({ ...quoteSent, type: "quote.viewed" })).toEqual([
      expect.objectContaining({ instancePath: "/type", keyword: "enum" }),
    ]);
    expect((await errorsOf(quoteSent, "invoice.sent")).length).toBeGreaterThan(0);
    const changed = bodies.get("service.changed")!;
    expect(await errorsOf({ ...changed, action: "archived" }, "service.changed")).toEqual([
      expect.objectContaining({ instancePath: "/action", keyword: "enum" }),
    ]);
    await expect(validateWebhook("quote.revised", quoteSent)).rejects.toThrow(/no quote.revised/);
  });
});
