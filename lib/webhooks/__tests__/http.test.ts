/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PRODUCTION_POLICY } from "@/lib/webhooks/address";
import { postWebhook, type Resolver } from "@/lib/webhooks/http";

const DEVELOPMENT = { allowHttp: true, allowLoopback: true };
/** Development rules minus loopback: what production refuses, reachable over http here. */
const NO_LOOPBACK = { allowHttp: true, allowLoopback: false };

type Seen = { path: string; body: string; headers: http.IncomingHttpHeaders };
let server: http.Server;
let port: number;
const seen: Seen[] = [];
let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", body, headers: req.headers });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  handler = (_req, res) => res.writeHead(204).end();
});

/** A resolver for names the test invents: everything else is unknown. */
const resolver =
  (names: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`unknown ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

const post = (url: string, policy = DEVELOPMENT, resolve?: Resolver) =>
  postWebhook(url, '{"a":1}', { "webhook-id": "msg_1" }, { policy, timeoutMs: 2_000, resolve });

describe("postWebhook", () => {
  it("posts the body with the headers and reports the answer", async () => {
    const result = await post(`http://127.0.0.1:${port}/hook`);
    expect(result).toMatchObject({ ok: true, statusCode: 204, error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ path: "/hook", body: '{"a":1}' });
    expect(seen[0].headers["webhook-id"]).toBe("msg_1");
    expect(seen[0].headers["content-type"]).toBe("application/json");
  });

  it("connects to the address the guard checked (a name resolved by the injected resolver)", async () => {
    const result = await post(
      `http://receiver.test:${port}/named`,
      DEVELOPMENT,
      resolver({ "receiver.test": ["127.0.0.1"] }),
    );
    expect(result.ok).toBe(true);
    expect(seen[0].path).toBe("/named");
  });

  it("reports a non-2xx answer as a failure with its status", async () => {
    handler = (_req, res) => res.writeHead(500).end("no");
    expect(await post(`http://127.0.0.1:${port}/`)).toMatchObject({
      ok: false,
      statusCode: 500,
      error: "The receiver answered 500.",
    });
  });

  it("gives up after the timeout", async () => {
    handler = () => undefined; // never answers
    const result = await postWebhook(
      `http://127.0.0.1:${port}/slow`,
      "{}",
      {},
      {
        policy: DEVELOPMENT,
        timeoutMs: 300,
      },
    );
    expect(result).toMatchObject({ ok: false, statusCode: null, error: "No answer within 0 s." });
    expect(result.durationMs).toBeGreaterThanOrEqual(250);
  });

  it("follows at most three redirects, each re-posting the body", async () => {
    handler = (req, res) => {
      const hop = Number(req.url?.slice(1) || 0);
      if (hop < 3) res.writeHead(307, { location: `/${hop + 1}` }).end();
      else res.writeHead(200).end();
    };
    expect(await post(`http://127.0.0.1:${port}/0`)).toMatchObject({ ok: true, statusCode: 200 });
    expect(seen.map((hit) => [hit.path, hit.body])).toEqual([
      ["/0", '{"a":1}'],
      ["/1", '{"a":1}'],
      ["/2", '{"a":1}'],
      ["/3", '{"a":1}'],
    ]);
    seen.length = 0;
    handler = (req, res) => res.writeHead(302, { location: `${req.url}x` }).end();
    expect(await post(`http://127.0.0.1:${port}/`)).toMatchObject({
      ok: false,
      error: "More than 3 redirects.",
    });
    expect(seen).toHaveLength(4);
  });
});

describe("postWebhook refuses internal addresses (production rules)", () => {
  it.each([
    "https://127.0.0.1/hook",
    "https://10.0.0.1/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/hook",
    "https://[fd00::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "http://hooks.example.com/plain-http",
  ])("%s", async (url) => {
    const result = await post(url, PRODUCTION_POLICY);
    expect(result.ok).toBe(false);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^Refused: /);
  });

  it.each([
    ["127.0.0.1"],
    ["10.0.0.1"],
    ["169.254.169.254"],
    ["::1"],
    ["fd00::1"],
    ["::ffff:127.0.0.1"],
  ])("a host name that resolves to %s, checked at connect time", async (address) => {
    const result = await post(
      "https://sneaky.test/hook",
      PRODUCTION_POLICY,
      resolver({ "sneaky.test": [address] }),
    );
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(
      new RegExp(
        `^Refused: sneaky\\.test points at .*\\(${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)`,
      ),
    );
  });

  it("a name with one public and one internal address is refused", async () => {
    const result = await post(
      "https://mixed.test/hook",
      PRODUCTION_POLICY,
      resolver({ "mixed.test": ["93.184.215.14", "10.0.0.1"] }),
    );
    expect(result.error).toMatch(/^Refused: mixed\.test points at a private address/);
  });

  it("loopback is refused when the policy says so, even over http", async () => {
    const result = await post(`http://127.0.0.1:${port}/hook`, NO_LOOPBACK);
    expect(result.error).toMatch(/^Refused: .*loopback/);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ["http://10.0.0.1/", /private/],
    ["http://169.254.169.254/latest/meta-data", /linkLocal/],
    ["http://[fd00::1]/", /uniqueLocal/],
    ["http://internal.test/", /private/],
  ])("a redirect to %s is refused before it is followed", async (target, why) => {
    handler = (_req, res) => res.writeHead(302, { location: target }).end();
    const result = await post(
      // Loopback allowed for the test's own receiver; each redirect target is checked again.
      `http://receiver.test:${port}/start`,
      DEVELOPMENT,
      resolver({ "receiver.test": ["127.0.0.1"], "internal.test": ["10.0.0.1"] }),
    );
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/^Refused: /);
    expect(result.error).toMatch(why);
    expect(seen.map((hit) => hit.path)).toEqual(["/start"]);
  });
});
