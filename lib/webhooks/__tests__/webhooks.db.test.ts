/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import {
  body as estimateBody,
  priceBook,
  setupTempOutbox,
} from "@/app/api/estimates/__tests__/fixtures";
import { POST as postEstimate } from "@/app/api/estimates/route";
import { POST as postClient } from "@/app/api/clients/route";
import { GET as listFailures } from "@/app/api/queue/failures/route";
import { GET as listHooks, POST as createHook } from "@/app/api/webhooks/route";
import { DELETE as deleteHook, PATCH as updateHook } from "@/app/api/webhooks/[id]/route";
import { POST as rotateHook } from "@/app/api/webhooks/[id]/rotate-secret/route";
import { POST as testHook } from "@/app/api/webhooks/[id]/test/route";
import { GET as listDeliveries } from "@/app/api/webhooks/[id]/deliveries/route";
import { POST as redeliverRoute } from "@/app/api/webhooks/deliveries/[id]/redeliver/route";
import { getBoss } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { upsertService } from "@/lib/services/service";
import { publish } from "@/lib/events";
import { drainJobs } from "@/lib/worker/run";

// Two retries after the first try, so the failure path is short (docs/webhooks.md, Retries).
process.env.WEBHOOKS_RETRY_LIMIT = "2";
process.env.WEBHOOKS_RETRY_DELAY_SECONDS = "1";
process.env.WEBHOOKS_TIMEOUT_SECONDS = "2";

setupTempOutbox();

type Hit = { body: string; headers: Record<string, string> };
let db: TestDatabase;
let receiver: http.Server;
let receiverUrl: string;
let answer = 200;
const hits: Hit[] = [];

beforeAll(async () => {
  db = await setupTestDatabase();
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      hits.push({ body, headers: req.headers as Record<string, string> });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await db.close();
});
beforeEach(async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  hits.length = 0;
  answer = 200;
});

const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
});
const as = (cookie: string, method: string, body?: unknown) => ({ cookie, method, body });
const call = (
  handler: (
    req: ReturnType<typeof makeRequest>,
    ctx: ReturnType<typeof routeParams>,
  ) => Promise<Response>,
  { cookie, method, body }: ReturnType<typeof as>,
  params: Record<string, string> = {},
  query = "",
) => handler(makeRequest(method, `/api/webhooks${query}`, { cookie, body }), routeParams(params));

async function addEndpoint(cookie: string, events: string[], url = receiverUrl) {
  const created = await json(
    await call(createHook, as(cookie, "POST", { url, description: "Test", events })),
  );
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

const tryOnce = () => drainJobs({ ignoreStartAfter: true, rounds: 1 });

describe("publish", () => {
  it("writes nothing when the transaction rolls back, and only for subscribed, enabled endpoints", async () => {
    const owner = await createOwner(db.prisma);
    const companyId = owner.company.id;
    // Written directly, so no event of its own: the test publishes one by hand.
    const client = await db.prisma.client.create({
      data: {
        companyId,
        name: "Webhook Client",
        email: "hook@example.com",
        emailKey: "hook@example.com",
      },
    });
    const wanted = await addEndpoint(owner.cookie, ["client.created"]);
    await addEndpoint(owner.cookie, ["quote.sent"]);
    const disabled = await addEndpoint(owner.cookie, ["client.created"]);
    await call(updateHook, as(owner.cookie, "PATCH", { enabled: false }), { id: disabled.id });
    await getBoss();

    await expect(
      db.prisma.$transaction(async (tx) => {
        await publish(tx, { type: "client.created", companyId, clientId: client.id });
        throw new Error("the write failed after the event");
      }),
    ).rejects.toThrow("the write failed");
    expect(await db.prisma.webhookDelivery.count({ where: { companyId } })).toBe(0);
    const boss = await getBoss();
    const jobsFor = async () =>
      (await boss.findJobs<{ companyId: string }>(QUEUES.webhooks.name)).filter(
        (job) => job.data.companyId === companyId,
      );
    expect(await jobsFor()).toEqual([]);

    await db.prisma.$transaction((tx) =>
      publish(tx, { type: "client.created", companyId, clientId: client.id }),
    );
    const deliveries = await db.prisma.webhookDelivery.findMany({ where: { companyId } });
    expect(deliveries.map((row) => row.endpointId)).toEqual([wanted.id]);
    expect(deliveries[0].payload).toMatchObject({
      type: "client.created",
      data: { id: client.id, name: "Webhook Client" },
    });
    expect(await jobsFor()).toHaveLength(1);
  });

  it("delivers a signed estimate_request.created to the receiver once, and logs it", async () => {
    const book = await priceBook(db.prisma, "Hook Co");
    const endpoint = await addEndpoint(book.owner.cookie, ["estimate_request.created"]);
    const response = await postEstimate(
      makeRequest("POST", "/api/estimates", {
        body: estimateBody(book.companyId, [{ id: book.outlet.id, quantity: 2 }]),
        headers: { "x-forwarded-for": "203.0.113.200" },
      }),
      routeParams(),
    );
    expect(response.status).toBe(201);
    const request = (await response.json()) as { id: string };
    await drainJobs({ ignoreStartAfter: true });
    expect(hits).toHaveLength(1);
    const payload = new Webhook(endpoint.secret).verify(hits[0].body, hits[0].headers) as {
      type: string;
      data: { id: string; totalAmount: string; items: { name: string; quantity: string }[] };
    };
    expect(payload.type).toBe("estimate_request.created");
    expect(payload.data.id).toBe(request.id);
    expect(payload.data.items[0]).toMatchObject({ name: "Outlet", quantity: "2" });
    expect(payload.data.totalAmount).toMatch(/^\d+\.\d{2}$/);

    const log = await json(
      await call(
        listDeliveries,
        as(book.owner.cookie, "GET"),
        { id: endpoint.id },
        `/x/deliveries`,
      ),
    );
    expect(log.body.nextCursor).toBeNull();
    expect(log.body.deliveries).toHaveLength(1);
    expect(log.body.deliveries[0]).toMatchObject({
      eventType: "estimate_request.created",
      status: "succeeded",
      attempts: 1,
      lastStatusCode: 200,
      eventId: hits[0].headers["webhook-id"],
    });
    expect(log.body.deliveries[0].attemptLog).toHaveLength(1);
    expect(log.body.deliveries[0].lastDurationMs).toBeGreaterThanOrEqual(0);
    // A job run again after a crash does not send a delivered event twice.
    await drainJobs({ ignoreStartAfter: true });
    expect(hits).toHaveLength(1);
  });

  it("sends client.created and service.changed from their write paths", async () => {
    const owner = await createOwner(db.prisma);
    const endpoint = await addEndpoint(owner.cookie, ["client.created", "service.changed"]);
    const client = await postClient(
      makeRequest("POST", "/api/clients", { cookie: owner.cookie, body: { name: "Lee" } }),
      routeParams(),
    );
    expect(client.status).toBe(201);
    await upsertService(owner.company.id, {
      name: "Gutter clean",
      category: "cleaning",
      basePrice: 120,
      unitType: "flat",
      estimatedTime: 60,
      icon: "tool",
      isActive: true,
      description: null,
      laborRateId: null,
      serviceFeeId: null,
    } as Parameters<typeof upsertService>[1]);
    await drainJobs({ ignoreStartAfter: true });
    const bodies = hits.map((hit) => new Webhook(endpoint.secret).verify(hit.body, hit.headers));
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "client.created",
          data: expect.objectContaining({ name: "Lee" }),
        }),
        // The action beside the type, the service itself as data (docs/webhooks.md).
        expect.objectContaining({
          type: "service.changed",
          action: "created",
          data: expect.objectContaining({ name: "Gutter clean", basePrice: "120.00" }),
        }),
      ]),
    );
    expect(hits).toHaveLength(2);
  });
});

describe("delivery failures, retries and redeliver", () => {
  it("logs each failed try, dead-letters after the last, and a redeliver succeeds with the same id", async () => {
    const owner = await createOwner(db.prisma);
    const endpoint = await addEndpoint(owner.cookie, ["client.created"]);
    const sent = await json(await call(testHook, as(owner.cookie, "POST"), { id: endpoint.id }));
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ eventType: "webhook.test", status: "pending", attempts: 0 });

    answer = 503;
    expect(await tryOnce()).toEqual({ completed: 0, failed: 1 });
    let delivery = await db.prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: sent.body.id },
    });
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 503 });
    expect(await tryOnce()).toEqual({ completed: 0, failed: 1 });
    // The last try fails; the dead-letter worker may record it in the same round.
    expect((await tryOnce()).failed).toBe(1);
    delivery = await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "The receiver answered 503.",
    });
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((hit) => hit.headers["webhook-id"])).size).toBe(1);
    // The dead-letter worker shows it among the owner's failed deliveries.
    await drainJobs({ ignoreStartAfter: true });
    const failures = (await (
      await listFailures(
        makeRequest("GET", "/api/queue/failures", { cookie: owner.cookie }),
        routeParams(),
      )
    ).json()) as { kind: string; summary: string }[];
    expect(failures).toEqual([
      expect.objectContaining({
        kind: "webhook",
        summary: `Webhook webhook.test to ${receiverUrl}`,
      }),
    ]);

    const log = await json(
      await call(listDeliveries, as(owner.cookie, "GET"), { id: endpoint.id }),
    );
    expect(
      log.body.deliveries[0].attemptLog.map((a: { attempt: number; statusCode: number }) => [
        a.attempt,
        a.statusCode,
      ]),
    ).toEqual([
      [3, 503],
      [2, 503],
      [1, 503],
    ]);

    answer = 200;
    const again = await json(
      await call(redeliverRoute, as(owner.cookie, "POST"), { id: sent.body.id }),
    );
    expect(again.status).toBe(202);
    expect(again.body.status).toBe("pending");
    // A second redeliver while the first is queued is refused.
    expect(
      (await call(redeliverRoute, as(owner.cookie, "POST"), { id: sent.body.id })).status,
    ).toBe(409);
    await drainJobs({ ignoreStartAfter: true });
    delivery = await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 4, lastStatusCode: 200 });
    expect(hits).toHaveLength(4);
    expect(hits[3].headers["webhook-id"]).toBe(hits[0].headers["webhook-id"]);
    expect(new Webhook(endpoint.secret).verify(hits[3].body, hits[3].headers)).toMatchObject({
      type: "webhook.test",
    });
  });

  it("signs with the rotated secret from then on, and a deleted endpoint's queued jobs send nothing", async () => {
    const owner = await createOwner(db.prisma);
    const endpoint = await addEndpoint(owner.cookie, ["client.created"]);
    const rotated = await json(
      await call(rotateHook, as(owner.cookie, "POST"), { id: endpoint.id }),
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await call(testHook, as(owner.cookie, "POST"), { id: endpoint.id });
    await drainJobs({ ignoreStartAfter: true });
    expect(() => new Webhook(endpoint.secret).verify(hits[0].body, hits[0].headers)).toThrow();
    expect(new Webhook(rotated.body.secret).verify(hits[0].body, hits[0].headers)).toBeTruthy();

    await call(testHook, as(owner.cookie, "POST"), { id: endpoint.id });
    expect((await call(deleteHook, as(owner.cookie, "DELETE"), { id: endpoint.id })).status).toBe(
      200,
    );
    await drainJobs({ ignoreStartAfter: true });
    expect(hits).toHaveLength(1);
  });
});

describe("the webhooks API", () => {
  it("never shows a secret in the list, and refuses bad URLs naming url", async () => {
    const owner = await createOwner(db.prisma);
    await addEndpoint(owner.cookie, ["quote.sent"]);
    const list = await json(await call(listHooks, as(owner.cookie, "GET")));
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain("whsec_");
    for (const url of [
      "ftp://example.com/",
      "http://10.0.0.1/hook",
      "http://169.254.169.254/",
      "nope",
    ]) {
      const refused = await json(
        await call(createHook, as(owner.cookie, "POST", { url, events: ["quote.sent"] })),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.issues[0].path).toBe("url");
    }
    const noEvents = await json(
      await call(createHook, as(owner.cookie, "POST", { url: receiverUrl, events: [] })),
    );
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.issues[0].path).toBe("events");
  });

  it("answers 404 to company A on company B's endpoints and deliveries, and B is unchanged", async () => {
    const a = await createOwner(db.prisma, "A Co");
    const b = await createOwner(db.prisma, "B Co");
    const theirs = await addEndpoint(b.cookie, ["quote.sent"]);
    const delivery = await json(await call(testHook, as(b.cookie, "POST"), { id: theirs.id }));
    await drainJobs({ ignoreStartAfter: true });
    const before = await db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: theirs.id } });
    const deliveryBefore = await db.prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: delivery.body.id },
    });

    const attempts = [
      call(updateHook, as(a.cookie, "PATCH", { enabled: false, url: receiverUrl }), {
        id: theirs.id,
      }),
      call(deleteHook, as(a.cookie, "DELETE"), { id: theirs.id }),
      call(rotateHook, as(a.cookie, "POST"), { id: theirs.id }),
      call(testHook, as(a.cookie, "POST"), { id: theirs.id }),
      call(listDeliveries, as(a.cookie, "GET"), { id: theirs.id }),
      call(redeliverRoute, as(a.cookie, "POST"), { id: delivery.body.id }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const mine = await json(await call(listHooks, as(a.cookie, "GET")));
    expect(mine.body).toEqual([]);

    expect(await db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(
      before,
    );
    expect(
      await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.body.id } }),
    ).toEqual(deliveryBefore);
    expect(await db.prisma.webhookDelivery.count({ where: { endpointId: theirs.id } })).toBe(1);
  });
});
