import type { Prisma } from "@prisma/client";
import { newWebhookSecret } from "@/lib/webhooks/sign";
import { API_VERSION, readClient, readEstimateRequest, readQuote } from "@/lib/resources";
import { together } from "@/lib/db/together";

type Tx = Prisma.TransactionClient;
const MINUTE = 60_000;

/**
 * The demo company's webhook endpoint (docs/webhooks.md) with a small delivery log: a
 * delivered request, an approval delivered on its second try and a client that never got
 * through. The endpoint is paused, so the demo never sends to the example address.
 */
export async function seedDemoWebhooks(tx: Tx, companyId: string, now = new Date()) {
  const endpoint = await tx.webhookEndpoint.create({
    data: {
      companyId,
      url: "https://hooks.example.com/quotecraft/brightline",
      description: "Zapier: new requests and approvals to the CRM (paused in the demo)",
      events: ["estimate_request.created", "quote.approved", "client.created"],
      secret: newWebhookSecret(),
      enabled: false,
      createdAt: new Date(now.getTime() - 7 * 24 * 60 * MINUTE),
    },
  });
  const [request, quote, client] = await together(tx, [
    () =>
      tx.estimateRequest.findFirst({
        where: { companyId, isSpam: false },
        orderBy: { createdAt: "desc" },
      }),
    () =>
      tx.quote.findFirst({
        where: { companyId, status: "approved" },
        orderBy: { createdAt: "desc" },
      }),
    () => tx.client.findFirst({ where: { companyId }, orderBy: { createdAt: "desc" } }),
  ]);
  const tries: {
    type: string;
    data: object | null;
    minutesAgo: number;
    attempts: { statusCode: number | null; durationMs: number; error: string | null }[];
  }[] = [
    {
      type: "estimate_request.created",
      data: request ? await readEstimateRequest(tx, request.id) : null,
      minutesAgo: 90,
      attempts: [{ statusCode: 200, durationMs: 143, error: null }],
    },
    {
      type: "quote.approved",
      data: quote ? await readQuote(tx, quote.id) : null,
      minutesAgo: 60 * 26,
      attempts: [
        { statusCode: 503, durationMs: 412, error: "The receiver answered 503." },
        { statusCode: 200, durationMs: 188, error: null },
      ],
    },
    {
      type: "client.created",
      data: client ? await readClient(tx, client.id) : null,
      minutesAgo: 60 * 50,
      attempts: [0, 1, 2].map(() => ({
        statusCode: null,
        durationMs: 10_000,
        error: "No answer within 10 s.",
      })),
    },
  ];
  let count = 0;
  for (const [index, entry] of tries.entries()) {
    if (!entry.data) continue;
    const createdAt = new Date(now.getTime() - entry.minutesAgo * MINUTE);
    const last = entry.attempts[entry.attempts.length - 1];
    const eventId = `msg_demo${index}${createdAt.getTime().toString(36)}`;
    await tx.webhookDelivery.create({
      data: {
        companyId,
        endpointId: endpoint.id,
        eventId,
        eventType: entry.type,
        // The body publish() writes (docs/webhooks.md, "Payloads").
        payload: {
          id: eventId,
          type: entry.type,
          apiVersion: API_VERSION,
          timestamp: createdAt.toISOString(),
          data: JSON.parse(JSON.stringify(entry.data)),
        },
        status: last.error ? "failed" : "succeeded",
        attempts: entry.attempts.length,
        lastStatusCode: last.statusCode,
        lastDurationMs: last.durationMs,
        lastError: last.error,
        createdAt,
        deliveredAt: last.error
          ? null
          : new Date(createdAt.getTime() + entry.attempts.length * MINUTE),
        attemptLog: {
          create: entry.attempts.map((attempt, n) => ({
            ...attempt,
            attempt: n + 1,
            createdAt: new Date(createdAt.getTime() + n * MINUTE),
          })),
        },
      },
    });
    count += 1;
  }
  return { endpoints: 1, deliveries: count };
}
