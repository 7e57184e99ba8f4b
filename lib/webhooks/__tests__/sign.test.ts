/** @jest-environment node */
import { Webhook } from "standardwebhooks";
import { newWebhookSecret, signatureHeaders } from "@/lib/webhooks/sign";

describe("webhook signatures (Standard Webhooks)", () => {
  const body = JSON.stringify({
    type: "quote.sent",
    timestamp: "2026-01-15T00:00:00.000Z",
    data: { id: "q1" },
  });

  it("signs so that the standardwebhooks library verifies with the endpoint's secret", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signatureHeaders(secret, "msg_1", body);
    expect(headers["webhook-id"]).toBe("msg_1");
    expect(headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("is HMAC-SHA256 over id.timestamp.body with the secret's bytes", async () => {
    const { createHmac } = await import("node:crypto");
    const secret = newWebhookSecret();
    const at = new Date("2026-01-15T12:00:00.000Z");
    const headers = signatureHeaders(secret, "msg_2", body, at);
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key)
      .update(`msg_2.${at.getTime() / 1000}.${body}`)
      .digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
  });

  it("does not verify with another secret, another body or another id", () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders(secret, "msg_3", body);
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("q1", "q2"), headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, "webhook-id": "msg_4" })).toThrow();
  });
});
