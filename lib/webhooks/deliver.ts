import "server-only";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import type { QueuedJob } from "@/lib/queue/worker";
import type { WebhookJob } from "@/lib/queue/kinds";
import { postWebhook, type Resolver } from "./http";
import { webhookPolicy } from "./policy";
import { signatureHeaders } from "./sign";

/**
 * One try of a webhook delivery (the `webhooks` queue's handler): sign the stored body,
 * POST it through the address guard, log the try, and throw on failure so the queue retries
 * it with backoff (docs/webhooks.md, "Retries"). A delivery that already succeeded (a job run
 * again after a crash) is not sent again; one whose endpoint was deleted is gone.
 */
export async function deliverWebhook(
  job: QueuedJob<WebhookJob>,
  { resolve }: { resolve?: Resolver } = {},
) {
  const { deliveryId } = job.data;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { endpoint: { select: { url: true, secret: true, enabled: true } } },
  });
  if (!delivery || delivery.status === "succeeded") return;
  const attempt = delivery.attempts + 1;
  const lastTry = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
  if (!delivery.endpoint.enabled) {
    await prisma.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "failed", lastError: "The endpoint is disabled." },
    });
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const result = await postWebhook(
    delivery.endpoint.url,
    body,
    signatureHeaders(delivery.endpoint.secret, delivery.eventId, body),
    {
      policy: webhookPolicy(),
      timeoutMs: getServerEnv().WEBHOOKS_TIMEOUT_SECONDS * 1000,
      resolve,
    },
  );
  await prisma.$transaction([
    prisma.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        attempt,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
      },
    }),
    prisma.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        attempts: attempt,
        status: result.ok ? "succeeded" : lastTry ? "failed" : "pending",
        lastStatusCode: result.statusCode,
        lastDurationMs: result.durationMs,
        lastError: result.error,
        ...(result.ok ? { deliveredAt: new Date() } : {}),
      },
    }),
  ]);
  if (!result.ok) throw new Error(result.error ?? "The webhook was not accepted.");
}

/** The dead-letter summary of a webhook job, for Integrations → Failed deliveries. */
export async function describeWebhookJob(data: Record<string, unknown>) {
  const delivery = await prisma.webhookDelivery
    .findUnique({
      where: { id: String(data.deliveryId ?? "") },
      select: { eventType: true, endpoint: { select: { url: true } } },
    })
    .catch(() => null);
  return delivery
    ? `Webhook ${delivery.eventType} to ${delivery.endpoint.url}`
    : "Webhook delivery";
}
