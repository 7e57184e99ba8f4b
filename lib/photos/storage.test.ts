/** @jest-environment node */
import { createHash, createHmac } from "node:crypto";
import { s3PhotoStorage, type S3Config } from "./storage";

// The database storage is not used here; its client is never opened.
jest.mock("@/lib/db", () => ({ prisma: {} }));

const config: S3Config = {
  endpoint: "https://s3.example.test/",
  bucket: "quote-photos",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const photo = { id: "AbCdEfGhIjKlMnOpQrStUv_-", companyId: "company-1" };
const objectUrl = `https://s3.example.test/quote-photos/photos/company-1/${photo.id}`;

type Seen = { method: string; url: string; headers: Headers; body: Uint8Array };

/** A fetch that records each request and answers with the next status (and body). */
function recorder(answers: { status: number; body?: Uint8Array<ArrayBuffer> | string }[] = []) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
    });
    const answer = answers.shift() ?? { status: 200 };
    return new Response(answer.body ?? null, { status: answer.status });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) =>
  createHmac("sha256", key).update(data).digest();

/**
 * Recomputes the request's SigV4 signature (AWS's algorithm, independently of aws4fetch) from
 * its method, path, signed headers and body, and returns it with the parsed Authorization.
 */
function verifySigV4(request: Seen) {
  const authorization = request.headers.get("authorization") ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  expect(match).not.toBeNull();
  const [, accessKey, day, region, service, signedHeaders, signature] = match!;
  const amzDate = request.headers.get("x-amz-date")!;
  expect(amzDate).toMatch(/^\d{8}T\d{6}Z$/);
  expect(amzDate.slice(0, 8)).toBe(day);
  const url = new URL(request.url);
  const names = signedHeaders.split(";");
  const canonicalHeaders = names
    .map((name) => `${name}:${name === "host" ? url.host : request.headers.get(name)?.trim()}\n`)
    .join("");
  const payloadHash = request.headers.get("x-amz-content-sha256")!;
  // S3 takes the body's hash or UNSIGNED-PAYLOAD (over HTTPS); either way the header is signed.
  expect(["UNSIGNED-PAYLOAD", sha256(request.body)]).toContain(payloadHash);
  const canonical = [
    request.method,
    url.pathname,
    url.search.replace(/^\?/, ""),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${config.secretAccessKey}`, day);
  for (const part of [region, service, "aws4_request"]) key = hmac(key, part);
  expect(createHmac("sha256", key).update(toSign).digest("hex")).toBe(signature);
  return { accessKey, region, service, names };
}

describe("s3PhotoStorage", () => {
  it("PUTs both variants, SigV4-signed, path-style, with their content type", async () => {
    const { seen, fetchImpl } = recorder();
    const storage = s3PhotoStorage(config, fetchImpl);
    expect(storage.kind).toBe("s3");
    const full = new Uint8Array([0xff, 0xd8, 1, 2, 3]);
    const thumbnail = new Uint8Array([0xff, 0xd8, 9]);
    await storage.put(photo, { contentType: "image/jpeg", full, thumbnail });
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ["PUT", objectUrl],
      ["PUT", `${objectUrl}/thumbnail`],
    ]);
    expect([...seen[0].body]).toEqual([...full]);
    expect([...seen[1].body]).toEqual([...thumbnail]);
    for (const request of seen) {
      expect(request.headers.get("content-type")).toBe("image/jpeg");
      const signed = verifySigV4(request);
      expect(signed).toMatchObject({
        accessKey: "AKIDEXAMPLE",
        region: "us-east-1",
        service: "s3",
      });
      expect(signed.names).toEqual(
        expect.arrayContaining(["host", "x-amz-content-sha256", "x-amz-date"]),
      );
    }
  });

  it("GETs a variant's bytes, and a 404 is not found (null)", async () => {
    const { seen, fetchImpl } = recorder([
      { status: 200, body: new Uint8Array([7, 8, 9]) },
      { status: 404, body: "<Error><Code>NoSuchKey</Code></Error>" },
    ]);
    const storage = s3PhotoStorage(config, fetchImpl);
    expect([...(await storage.get(photo, "thumbnail"))!]).toEqual([7, 8, 9]);
    expect(await storage.get(photo, "full")).toBeNull();
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ["GET", `${objectUrl}/thumbnail`],
      ["GET", objectUrl],
    ]);
    for (const request of seen) verifySigV4(request);
  });

  it("fails on any other error status instead of reading an error page as a photo", async () => {
    const { fetchImpl } = recorder([{ status: 403, body: "AccessDenied" }]);
    await expect(s3PhotoStorage(config, fetchImpl).get(photo, "full")).rejects.toThrow(
      "S3 GET failed: 403 AccessDenied",
    );
  });

  it("DELETEs both variants, signed; an object already gone is fine", async () => {
    const { seen, fetchImpl } = recorder([{ status: 204 }, { status: 404 }]);
    await s3PhotoStorage(config, fetchImpl).remove(photo);
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ["DELETE", objectUrl],
      ["DELETE", `${objectUrl}/thumbnail`],
    ]);
    for (const request of seen) verifySigV4(request);
    const failing = recorder([{ status: 500, body: "InternalError" }]);
    await expect(s3PhotoStorage(config, failing.fetchImpl).remove(photo)).rejects.toThrow(
      "S3 DELETE failed: 500",
    );
  });
});
