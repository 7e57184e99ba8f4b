/** @jest-environment node */
import {
  ApiRequestError,
  apiRequest,
  getQueryFn,
  makeQueryClient,
  serverMessage,
  throwIfResNotOk,
} from "./client";

type Call = [string, RequestInit];
const calls: Call[] = [];

function mockFetch(response: () => Response) {
  calls.length = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(url), init ?? {}]);
    return response();
  }) as typeof fetch;
}

const json = (body: unknown, status = 200, statusText = "OK") =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });

describe("apiRequest", () => {
  it("sends cookies and a JSON body with its content type", async () => {
    mockFetch(() => json({ ok: true }));
    await apiRequest("POST", "/api/services", { name: "Outlet" });
    const [url, init] = calls[0];
    expect(url).toBe("/api/services");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"name":"Outlet"}');
  });

  it("sends no body and no content type when there is no data", async () => {
    mockFetch(() => json({ ok: true }));
    await apiRequest("POST", "/api/company/welcome-seen");
    const [, init] = calls[0];
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it.each([
    [
      json({ message: "Name is required" }, 400, "Bad Request"),
      '400: {"message":"Name is required"}',
    ],
    [new Response("", { status: 404, statusText: "Not Found" }), "404: Not Found"],
    [new Response("boom", { status: 500, statusText: "Internal Server Error" }), "500: boom"],
  ])("turns a non-OK response into '<status>: <text>'", async (response, message) => {
    mockFetch(() => response);
    await expect(apiRequest("GET", "/x")).rejects.toThrow(message);
  });
});

describe("throwIfResNotOk", () => {
  it("passes OK responses", async () => {
    await expect(throwIfResNotOk(json({}))).resolves.toBeUndefined();
  });
});

describe("ApiRequestError", () => {
  const thrown = async () =>
    (await apiRequest("POST", "/x", {}).catch((error: unknown) => error)) as ApiRequestError;

  it("carries the status and the parsed body: message, code and field issues", async () => {
    const body = {
      message: "Invalid body. name: Name is required.",
      code: "bad_request",
      issues: [{ path: "name", message: "Name is required." }],
    };
    mockFetch(() => json(body, 400, "Bad Request"));
    const error = await thrown();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
    expect(error.issues).toEqual(body.issues);
  });

  it("keeps only well-formed issues and has no body for a response that is not JSON", async () => {
    mockFetch(() =>
      json({ message: "Nope", issues: [{ path: 1 }, "x", { path: "a", message: "b" }] }, 422),
    );
    expect((await thrown()).issues).toEqual([{ path: "a", message: "b" }]);
    mockFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await thrown();
    expect(error.body).toBeNull();
    expect(error.issues).toEqual([]);
    expect(error.text).toBe("<html>Bad gateway</html>");
  });
});

describe("serverMessage", () => {
  it.each([
    [new ApiRequestError(400, '{"message":"Name is required"}'), "Name is required"],
    [new ApiRequestError(400, '{"code":"bad_request"}'), undefined],
    [new ApiRequestError(404, "Not Found"), "Not Found"],
    [new Error('400: {"message":"Name is required"}'), undefined],
    [new Error("Network down"), undefined],
    ["not an error", undefined],
  ])("%p → %p", (error, expected) => expect(serverMessage(error)).toBe(expected));
});

describe("getQueryFn", () => {
  const run = (on401: "returnNull" | "throw") =>
    getQueryFn<unknown>({ on401 })({
      queryKey: ["/api/company"],
      signal: new AbortController().signal,
      meta: undefined,
      client: makeQueryClient(),
    } as never);

  it("uses the first key element as the path and parses JSON", async () => {
    mockFetch(() => json({ id: "c1" }));
    await expect(run("throw")).resolves.toEqual({ id: "c1" });
    expect(calls[0][0]).toBe("/api/company");
    expect(calls[0][1].credentials).toBe("include");
  });

  it("returns null on 401 when asked to", async () => {
    mockFetch(() => json({ message: "You must be signed in." }, 401, "Unauthorized"));
    await expect(run("returnNull")).resolves.toBeNull();
  });

  it("throws on 401 otherwise", async () => {
    mockFetch(() => json({ message: "You must be signed in." }, 401, "Unauthorized"));
    await expect(run("throw")).rejects.toThrow(/^401: /);
  });
});

describe("makeQueryClient", () => {
  it("never refetches, never goes stale and never retries", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
