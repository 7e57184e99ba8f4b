/** @jest-environment node */
import { createOwner, makeRequest, setupTestDatabase, type TestDatabase } from "@/test/db";
import { GET as follow, HEAD as check } from "@/app/r/[id]/route";
import { GET as optOutPage, POST as optOut } from "@/app/r/[id]/opt-out/route";

// A review request's links (docs/invoices.md, "Review requests"): /r/<id> counts the click
// and forwards to the company's review page; /r/<id>/opt-out shows a button whose POST stops
// the client's review requests (a GET changes nothing: mail scanners follow links).

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const REVIEW_PAGE = "https://g.page/r/acme-example/review";

async function reviewRequest(name = "Acme Electric", reviewLink: string | null = REVIEW_PAGE) {
  const owner = await createOwner(db.prisma, name);
  await db.prisma.company.update({ where: { id: owner.company.id }, data: { reviewLink } });
  const client = await db.prisma.client.create({
    data: { companyId: owner.company.id, name: "Jo", email: "jo@example.com" },
  });
  const request = await db.prisma.reviewRequest.create({
    data: { companyId: owner.company.id, clientId: client.id },
  });
  return { owner, client, request };
}

/** The second argument Next passes to these handlers. */
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const get = (id: string) => follow(makeRequest("GET", `/r/${id}`), ctx(id));
const head = (id: string) => check(makeRequest("HEAD", `/r/${id}`), ctx(id));
const showOptOut = (id: string) => optOutPage(makeRequest("GET", `/r/${id}/opt-out`), ctx(id));
const postOptOut = (id: string) =>
  optOut(
    makeRequest("POST", `/r/${id}/opt-out`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    ctx(id),
  );

describe("GET /r/[id]", () => {
  it("counts every click, keeps the first one's time and forwards with a 302", async () => {
    const { request } = await reviewRequest();
    const first = await get(request.id);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(REVIEW_PAGE);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const afterFirst = await db.prisma.reviewRequest.findUniqueOrThrow({
      where: { id: request.id },
    });
    expect(afterFirst.clicks).toBe(1);
    expect(afterFirst.firstClickAt).toBeInstanceOf(Date);

    await Promise.all([get(request.id), get(request.id)]);
    const after = await db.prisma.reviewRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(after.clicks).toBe(3);
    expect(after.firstClickAt).toEqual(afterFirst.firstClickAt);
  });

  it("does not count a HEAD (a link checker)", async () => {
    const { request } = await reviewRequest();
    const res = await head(request.id);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(REVIEW_PAGE);
    const row = await db.prisma.reviewRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row.clicks).toBe(0);
    expect(row.firstClickAt).toBeNull();
  });

  it("answers a 404 page for an unknown id, and when the company has no review link", async () => {
    for (const id of ["unknown-id", "bad id!", "x".repeat(500)]) {
      const res = await get(id);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await res.text()).toContain("Link not found");
    }
    const { request } = await reviewRequest("No Link Co", null);
    expect((await get(request.id)).status).toBe(404);
    const { request: unsafe } = await reviewRequest("Script Co", "javascript:alert(1)");
    expect((await get(unsafe.id)).status).toBe(404);
    const rows = await db.prisma.reviewRequest.findMany({
      where: { id: { in: [request.id, unsafe.id] } },
    });
    expect(rows.map((row) => row.clicks)).toEqual([0, 0]);
  });
});

describe("/r/[id]/opt-out", () => {
  it("shows a button on GET (changing nothing) and opts the client out on POST", async () => {
    const { request, client } = await reviewRequest("<b>Bold</b> & Co");
    const page = await showOptOut(request.id);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; Co");
    expect(html).not.toContain("<b>Bold</b>");
    expect(
      (await db.prisma.client.findUniqueOrThrow({ where: { id: client.id } })).reviewOptOut,
    ).toBe(false);

    const done = await postOptOut(request.id);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You are opted out");
    expect(
      (await db.prisma.client.findUniqueOrThrow({ where: { id: client.id } })).reviewOptOut,
    ).toBe(true);

    // Later visits say so, without the button.
    const again = await (await showOptOut(request.id)).text();
    expect(again).toContain("You are opted out");
    expect(again).not.toContain("<form");
  });

  it("answers 404 for an unknown id", async () => {
    expect((await showOptOut("unknown-id")).status).toBe(404);
    expect((await postOptOut("unknown-id")).status).toBe(404);
  });
});
