/** @jest-environment node */
import { NextRequest } from "next/server";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { DELETE as deleteLogo, POST as postLogo } from "@/app/api/company/logo/route";
import { GET as getLogoBytes } from "@/app/api/logos/[companyId]/[hash]/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64, seed = 1) => {
  const bytes = new Uint8Array(size).fill(seed);
  bytes.set(PNG_HEADER);
  return bytes;
};
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const webp = () =>
  new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 "), 1, 2]);
const svg = () =>
  new TextEncoder().encode(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );

function upload(
  cookie: string | undefined,
  bytes: Uint8Array | null,
  { type = "image/png", name = "logo.png" } = {},
) {
  const form = new FormData();
  if (bytes) form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  const req = new NextRequest(new URL("/api/company/logo", "http://localhost:3000"), {
    method: "POST",
    body: form,
    headers,
  });
  return postLogo(req, routeParams());
}

const fetchLogo = (url: string, headers?: Record<string, string>) => {
  const [, , , companyId, hash] = url.split("/");
  return getLogoBytes(makeRequest("GET", url, { headers }), routeParams({ companyId, hash }));
};

describe("logo upload", () => {
  it("401 signed out", async () => {
    expect((await upload(undefined, png())).status).toBe(401);
    expect(
      (await deleteLogo(makeRequest("DELETE", "/api/company/logo"), routeParams())).status,
    ).toBe(401);
  });

  it.each([
    ["PNG", png(), "image/png"],
    ["JPEG", jpeg(), "image/jpeg"],
    ["WebP", webp(), "image/webp"],
  ])(
    "stores a %s and serves it from a cacheable, content-addressed URL",
    async (_name, bytes, type) => {
      const owner = await createOwner(db.prisma);
      // The declared type is ignored: the bytes decide.
      const res = await upload(owner.cookie, bytes, {
        type: "application/octet-stream",
        name: "x.bin",
      });
      expect(res.status).toBe(200);
      const { logo } = await res.json();
      expect(logo).toMatch(new RegExp(`^/api/logos/${owner.company.id}/[a-f0-9]{16}$`));
      const company = await db.prisma.company.findUniqueOrThrow({
        where: { id: owner.company.id },
      });
      expect(company.logo).toBe(logo);

      const served = await fetchLogo(logo);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      const etag = served.headers.get("etag") as string;
      expect((await fetchLogo(logo, { "if-none-match": etag })).status).toBe(304);
    },
  );

  it("a new upload changes the URL; the old URL serves the new bytes without long caching", async () => {
    const owner = await createOwner(db.prisma);
    const first = (await (await upload(owner.cookie, png(64, 1))).json()).logo;
    const second = (await (await upload(owner.cookie, png(64, 2))).json()).logo;
    expect(second).not.toBe(first);
    const stale = await fetchLogo(first);
    expect(stale.headers.get("cache-control")).toBe("public, no-cache");
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(png(64, 2));
  });

  it.each<[string, Uint8Array | null, number, RegExp]>([
    ["an SVG", svg(), 400, /SVG logos are not accepted/],
    ["a text file", new TextEncoder().encode("hello"), 400, /PNG, JPEG or WebP/],
    ["a GIF", new TextEncoder().encode("GIF89a....."), 400, /PNG, JPEG or WebP/],
    ["no file", null, 400, /Choose an image file/],
    ["a 2 MB PNG", png(2 * 1024 * 1024), 413, /1 MB or smaller/],
    ["a PNG just over 1 MB", png(1024 * 1024 + 1), 413, /1 MB or smaller/],
  ])(
    "refuses %s with a clear message and keeps the old logo",
    async (_name, bytes, status, message) => {
      const owner = await createOwner(db.prisma);
      const { logo } = await (await upload(owner.cookie, png())).json();
      const res = await upload(owner.cookie, bytes, { type: "image/png" });
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json.message).toMatch(message);
      expect(json.issues).toEqual([{ path: "file", message: json.message }]);
      const company = await db.prisma.company.findUniqueOrThrow({
        where: { id: owner.company.id },
      });
      expect(company.logo).toBe(logo);
      expect(new Uint8Array(await (await fetchLogo(logo)).arrayBuffer())).toEqual(png());
    },
  );

  it("accepts a PNG of exactly 1 MB", async () => {
    const owner = await createOwner(db.prisma);
    expect((await upload(owner.cookie, png(1024 * 1024))).status).toBe(200);
  });

  it("415 for a JSON body, 400 for a multipart type over a body that is not multipart", async () => {
    const owner = await createOwner(db.prisma);
    const json = await postLogo(
      makeRequest("POST", "/api/company/logo", { cookie: owner.cookie, body: { file: "x" } }),
      routeParams(),
    );
    expect(json.status).toBe(415);
    expect((await json.json()).issues[0].path).toBe("Content-Type");
    const res = await postLogo(
      makeRequest("POST", "/api/company/logo", {
        cookie: owner.cookie,
        body: "not multipart",
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
      routeParams(),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("file");
  });

  it("remove falls back to no logo; the bytes are gone", async () => {
    const owner = await createOwner(db.prisma);
    const { logo } = await (await upload(owner.cookie, png())).json();
    const res = await deleteLogo(
      makeRequest("DELETE", "/api/company/logo", { cookie: owner.cookie }),
      routeParams(),
    );
    expect(await res.json()).toEqual({ logo: null });
    expect(
      (await db.prisma.company.findUniqueOrThrow({ where: { id: owner.company.id } })).logo,
    ).toBeNull();
    expect((await fetchLogo(logo)).status).toBe(404);
  });

  it("one company's upload or removal never touches another's logo", async () => {
    const a = await createOwner(db.prisma);
    const b = await createOwner(db.prisma);
    const logoB = (await (await upload(b.cookie, png(64, 9))).json()).logo;
    await upload(a.cookie, png(64, 3));
    await deleteLogo(
      makeRequest("DELETE", `/api/company/logo?companyId=${b.company.id}`, { cookie: a.cookie }),
      routeParams(),
    );
    expect((await db.prisma.company.findUniqueOrThrow({ where: { id: b.company.id } })).logo).toBe(
      logoB,
    );
    expect(new Uint8Array(await (await fetchLogo(logoB)).arrayBuffer())).toEqual(png(64, 9));
  });

  it("400 for a malformed logo address; 404 for a company without a logo", async () => {
    const owner = await createOwner(db.prisma);
    expect(
      (
        await getLogoBytes(
          makeRequest("GET", "/api/logos/x/y"),
          routeParams({ companyId: "../x", hash: "zz" }),
        )
      ).status,
    ).toBe(400);
    expect((await fetchLogo(`/api/logos/${owner.company.id}/0123456789abcdef`)).status).toBe(404);
  });
});
