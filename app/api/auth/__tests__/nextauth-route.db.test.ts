/** @jest-environment node */
import { NextRequest } from "next/server";
import { POST } from "@/app/api/auth/[...nextauth]/route";
import { nextAuthRoute } from "@/lib/api/next-auth";

const context = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };
const request = (body: string, type: string) =>
  new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });

describe("POST /api/auth/[...nextauth]", () => {
  it.each([
    ["a form body", "email=demo%40quotecraft.app&password=demo-password-1&csrfToken=x"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["an unfinished object", '{"email":'],
  ])("sent as application/json, %s answers 400 in the API's error shape", async (_, body) => {
    const res = await POST(request(body, "application/json"), context);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      message: "Malformed JSON body.",
      code: "bad_request",
      issues: [{ path: "body", message: "A JSON body must be an object of text fields." }],
    });
  });

  it("a JSON body larger than the API's limit is 413 and not read whole", async () => {
    const res = await POST(
      request(JSON.stringify({ email: "x".repeat(70_000) }), "application/json; charset=utf-8"),
      context,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("payload_too_large");
  });
});

describe("nextAuthRoute", () => {
  it("hands next-auth the same body, whatever its type", async () => {
    const seen: string[] = [];
    const handler = nextAuthRoute(async (req: NextRequest) => {
      seen.push(await req.text());
      return new Response("next-auth's answer", { status: 302 });
    });
    const json = JSON.stringify({ email: "demo@quotecraft.app", password: "demo-password-1" });
    expect((await handler(request(json, "application/json"), context)).status).toBe(302);
    const form = "email=demo%40quotecraft.app&password=demo-password-1";
    const res = await handler(request(form, "application/x-www-form-urlencoded"), context);
    expect(await res.text()).toBe("next-auth's answer");
    expect(seen).toEqual([json, form]);
  });

  it("anything next-auth throws is a 500 in the API's error shape, never an empty body", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = nextAuthRoute(async () => {
      throw new Error("cookies() outside a request scope");
    });
    const res = await handler(request("{}", "application/json"), context);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal_error",
    });
    error.mockRestore();
  });
});
