/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createDepositCheckout, type DepositCheckout } from "./stripe";

/** Stripe's Checkout endpoint, answered locally: one session per Idempotency-Key, as Stripe does. */
const keys: string[] = [];
const sessions = new Map<string, string>();
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const key = String(req.headers["idempotency-key"] ?? "");
    keys.push(key);
    if (!sessions.has(key)) sessions.set(key, `cs_${sessions.size + 1}`);
    const id = sessions.get(key)!;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id, object: "checkout.session", url: `https://pay.test/${id}` }));
  });
});
let stripe: Stripe;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  stripe = new Stripe("sk_test_checkout", { host: "127.0.0.1", port, protocol: "http" });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (keys.length = 0));

const deposit: DepositCheckout = {
  quoteId: "q1",
  companyId: "c1",
  companyName: "Brightline",
  displayNumber: "Q-0001",
  amountCents: 12_500,
  customerEmail: "jo@park.example",
  successUrl: "https://app.test/q/t?paid=1",
  cancelUrl: "https://app.test/q/t?canceled=1",
};

it("opens one session for the same deposit however often Pay is pressed", async () => {
  const first = await createDepositCheckout(stripe, deposit);
  const again = await createDepositCheckout(stripe, { ...deposit });
  expect(again.url).toBe(first.url);
  expect(keys[0]).toMatch(/^checkout:quote:q1:[\w-]{43}$/);
  expect(keys[1]).toBe(keys[0]);
});

it("opens a new session once what is owed changes, and never shares one between quotes", async () => {
  const first = await createDepositCheckout(stripe, deposit);
  const less = await createDepositCheckout(stripe, { ...deposit, amountCents: 7_500 });
  const other = await createDepositCheckout(stripe, { ...deposit, quoteId: "q2" });
  expect(new Set([first.url, less.url, other.url]).size).toBe(3);
  expect(new Set(keys).size).toBe(3);
});
