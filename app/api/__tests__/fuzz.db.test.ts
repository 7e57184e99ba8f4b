/** @jest-environment node */
import "@/test/fuzz/env";
import fc from "fast-check";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { setupTestDatabase, routeParams, TEST_SECRET, type TestDatabase } from "@/test/db";
import {
  mutate,
  nastyUrlString,
  rawBody,
  toJsonText,
  withPrototypeKeys,
} from "@/test/fuzz/arbitraries";
import {
  samples,
  seedFixture,
  type Exemption,
  type Fixture,
  type Sample,
} from "@/test/fuzz/samples";
import { endpoints } from "@/test/routes";

// Every endpoint and method of app/api, found on disk, called through its real handler with
// requests built from its sample and broken by fast-check. Any answer is fine but a 5xx.
// FUZZ_RUNS sets the runs per endpoint (100 in the normal test run, a sample that keeps CI
// within its time as endpoints are added; `npm run fuzz`: 10,000).
// A long run can be split: FUZZ_SHARD=2/3 fuzzes the second of every three endpoints (one
// process per core), FUZZ_ONLY=quotes only the endpoints whose key contains the text, and
// FUZZ_FROM="GET /api/v1/clients" the endpoints from that one on, in the suite's order (to
// hand the rest of a run to a second process).
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const REPORT = process.env.FUZZ_RUNS !== undefined;

type Handler = (req: NextRequest, ctx: ReturnType<typeof routeParams>) => Promise<Response>;

function inThisRun(index: number, key: string): boolean {
  const only = process.env.FUZZ_ONLY;
  if (only && !key.includes(only)) return false;
  const from = process.env.FUZZ_FROM;
  if (from) {
    const start = endpoints.findIndex((endpoint) => endpoint.key === from);
    if (start < 0) throw new Error(`FUZZ_FROM names no endpoint: ${from}`);
    if (index < start) return false;
  }
  const shard = process.env.FUZZ_SHARD?.match(/^(\d+)\/(\d+)$/);
  if (!process.env.FUZZ_SHARD) return true;
  if (!shard || Number(shard[1]) < 1 || Number(shard[1]) > Number(shard[2]))
    throw new Error(`FUZZ_SHARD must be i/n with 1 <= i <= n, not ${process.env.FUZZ_SHARD}`);
  return index % Number(shard[2]) === Number(shard[1]) - 1;
}
const fuzzed = endpoints.filter((endpoint, index) => inThisRun(index, endpoint.key));

const isExempt = (sample: Sample | Exemption): sample is Exemption => "exempt" in sample;

describe("the fuzz samples", () => {
  it("cover every endpoint and method of app/api, and nothing else", () => {
    expect(endpoints.length).toBeGreaterThan(40);
    const missing = endpoints.map((e) => e.key).filter((key) => !(key in samples));
    expect(missing).toEqual([]);
    const stale = Object.keys(samples).filter((key) => !endpoints.some((e) => e.key === key));
    expect(stale).toEqual([]);
  });

  it.each(endpoints.map((e) => [e.key, e.route] as const))(
    "%s has params for each dynamic segment",
    (key, route) => {
      const sample = samples[key];
      if (!sample || isExempt(sample)) return;
      const segments = [...route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]).sort();
      const fixture = new Proxy({}, { get: () => "x" }) as Fixture;
      expect(Object.keys(sample.params?.(fixture) ?? {}).sort()).toEqual(segments);
    },
  );
});

let db: TestDatabase;
const counts = new Map<string, Map<number, number>>();
const durations = new Map<string, number>();

beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  if (REPORT) {
    const total = [...counts.values()].flatMap((byStatus) => [...byStatus]);
    const bodies = total.reduce((sum, [, n]) => sum + n, 0);
    const errors = total.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const lines = [...counts].map(
      ([key, byStatus]) =>
        `${key.padEnd(44)} ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join("  ")}  (${((durations.get(key) ?? 0) / 1000).toFixed(1)} s)`,
    );
    process.stdout.write(
      `\nFuzz results (${RUNS} runs per endpoint, ${db.databaseUrl ? "PostgreSQL" : "PGlite"}):\n` +
        `${lines.join("\n")}\n${counts.size} endpoints, ${bodies} requests, ${errors} answered 5xx\n`,
    );
  }
  await db?.close();
});

type FuzzRequest = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: { json: string } | { form: { name: string; type: string; bytes: Uint8Array } } | null;
  contentType: string | null | "auto";
  origin: string | null;
  headers: Record<string, string>;
};

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function requestArbitrary(
  method: string,
  sample: Sample,
  fixture: Fixture,
): fc.Arbitrary<FuzzRequest> {
  const params = sample.params?.(fixture) ?? {};
  const query = sample.query?.(fixture) ?? {};
  const headers = sample.headers?.(fixture) ?? {};
  const stringsOf = (record: Record<string, string>) =>
    fc.record(
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [
          key,
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(value) },
            { weight: 1, arbitrary: fc.constant(fixture.foreignServiceId) },
            { weight: 3, arbitrary: nastyUrlString },
          ),
        ]),
      ),
    );
  const extraQuery = fc.dictionary(
    fc.constantFrom("cursor", "limit", "status", "x", "\u0000"),
    nastyUrlString,
    {
      maxKeys: 2,
    },
  );
  let body: fc.Arbitrary<FuzzRequest["body"]> = fc.constant(null);
  if (sample.body === "multipart") {
    body = fc.oneof(
      fc
        .record({
          name: fc.oneof(
            fc.constantFrom("logo.png", "a\u0000.png", "\ud800.png", "x.svg"),
            fc.string(),
          ),
          type: fc.constantFrom(
            "image/png",
            "image/jpeg",
            "image/webp",
            "image/svg+xml",
            "text/plain",
            "",
          ),
          bytes: fc.oneof(
            fc.uint8Array({ maxLength: 2048 }),
            fc
              .uint8Array({ maxLength: 2048 })
              .map((tail) => Uint8Array.from([...PNG_HEADER, ...tail])),
            fc.constant(new Uint8Array(1024 * 1024 + 1)),
          ),
        })
        .map((form) => ({ form })),
      rawBody.map((json) => ({ json })),
    );
  } else if (sample.body) {
    const valid = sample.body(fixture);
    body = fc.oneof(
      { weight: 6, arbitrary: mutate(valid).map((value) => ({ json: toJsonText(value) })) },
      {
        weight: 1,
        arbitrary: mutate(valid).map((value) => ({ json: withPrototypeKeys(toJsonText(value)) })),
      },
      { weight: 2, arbitrary: rawBody.map((json) => ({ json })) },
    );
  } else if (method !== "GET") {
    body = fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: rawBody.map((json) => ({ json })) },
    );
  }
  return fc.record({
    params: stringsOf(params),
    query: fc
      .tuple(stringsOf(query), fc.option(extraQuery, { freq: 3 }))
      .map(([base, more]) => ({ ...base, ...(more ?? {}) })),
    body,
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant("auto" as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          null,
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=utf-8",
          "multipart/form-data; boundary=x",
          "application/merge-patch+json",
        ),
      },
    ),
    origin: fc.oneof(
      { weight: 12, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "http://localhost:3000",
          "https://evil.example",
          "http://sub.localhost:3000",
          "null",
        ),
      },
    ),
    headers: fc.oneof(
      { weight: 4, arbitrary: fc.constant(headers) },
      {
        weight: 1,
        arbitrary: stringsOf(headers).map((h) =>
          Object.fromEntries(
            Object.entries(h).map(([k, v]) => [k, v.replace(/[^\t\x20-\x7e]/g, "")]),
          ),
        ),
      },
    ),
  });
}

function toNextRequest(method: string, input: FuzzRequest, cookie: string) {
  const url = new URL("/api/fuzz", "http://localhost:3000");
  for (const [key, value] of Object.entries(input.query)) url.searchParams.set(key, value);
  const headers = new Headers({ ...input.headers, cookie });
  if (input.origin) headers.set("origin", input.origin);
  let body: BodyInit | undefined;
  if (input.body && method !== "GET") {
    if ("form" in input.body) {
      const form = new FormData();
      const { name, type, bytes } = input.body.form;
      form.append("file", new File([new Uint8Array(bytes)], name, { type }));
      body = form;
    } else {
      body = input.body.json;
      headers.set("content-type", "application/json");
    }
  }
  if (input.contentType !== "auto" && body !== undefined && !(body instanceof FormData)) {
    if (input.contentType === null) headers.delete("content-type");
    else headers.set("content-type", input.contentType);
  }
  return new NextRequest(url, { method, headers, body });
}

const sessionCookie = async (userId: string, companyId: string) => {
  const user = await db.prisma.user.findUnique({ where: { id: userId } });
  const token = await encode({
    token: { uid: userId, cid: companyId, tv: user?.tokenVersion ?? 0, sub: userId },
    secret: TEST_SECRET,
  });
  return `next-auth.session-token=${token}`;
};

describe.each(fuzzed.map((e) => [e.key, e] as const))("%s", (key, endpoint) => {
  const sample = samples[key];
  const run = sample && !isExempt(sample) ? it : it.skip;
  run(
    "never answers 5xx",
    async () => {
      const handler = (await import(endpoint.file))[endpoint.method] as Handler;
      expect(typeof handler).toBe("function");
      const { owner, fixture } = await seedFixture(db.prisma);
      let cookie = owner.cookie;
      const byStatus = new Map<number, number>();
      counts.set(key, byStatus);
      const started = Date.now();
      const property = fc.assert(
        fc.asyncProperty(
          requestArbitrary(endpoint.method, sample as Sample, fixture),
          async (input) => {
            // Signing out everywhere (or a password change) ends the session: sign in again.
            let res = await handler(
              toNextRequest(endpoint.method, input, cookie),
              routeParams(input.params),
            );
            if (res.status === 401) {
              cookie = await sessionCookie(owner.user.id, owner.company.id);
              res = await handler(
                toNextRequest(endpoint.method, input, cookie),
                routeParams(input.params),
              );
            }
            byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
            if (res.status >= 500)
              throw new Error(`${key} answered ${res.status}: ${await res.text()}`);
            await res.arrayBuffer();
          },
        ),
        { numRuns: RUNS, endOnFailure: RUNS > 500 },
      );
      try {
        await property;
      } finally {
        durations.set(key, Date.now() - started);
        // A long run shows its progress as it goes (jest prints a file's results at its end).
        if (REPORT)
          process.stderr.write(
            `fuzzed ${key}: ${[...byStatus].map(([status, n]) => `${status}×${n}`).join(" ")} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
          );
      }
    },
    Math.max(120_000, RUNS * 400),
  );
});
