/** @jest-environment node */
import { ApiRequestError } from "./request-error";
import {
  fetchRetryingUnavailable,
  isTemporaryFailure,
  MAX_ATTEMPTS,
  retryAfterSeconds,
} from "./retry-unavailable";

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const unavailable = (retryAfter: string | null = "5") =>
  new Response(
    JSON.stringify({
      message: "QuoteCraft is briefly unavailable. Please try again in a moment.",
      code: "service_unavailable",
    }),
    { status: 503, headers: retryAfter === null ? {} : { "Retry-After": retryAfter } },
  );
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const init = (): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "Idempotency-Key": "key-1" },
  body: JSON.stringify({ customerName: "Ana" }),
});

/** The outcome of a call driven to its end by fake time, settled either way. */
async function settle<T>(promise: Promise<T>, ms = 120_000) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe("fetchRetryingUnavailable", () => {
  it("waits Retry-After after a 503, then sends the same body with the same Idempotency-Key", async () => {
    fetchMock
      .mockResolvedValueOnce(unavailable("5"))
      .mockResolvedValueOnce(json(201, { id: "r1" }));
    const onWaiting = jest.fn();
    const done = jest.fn();
    void fetchRetryingUnavailable("/api/estimates", init(), { onWaiting }).then(done);

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onWaiting).toHaveBeenLastCalledWith(5, 2);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1); // not a moment early
    expect(onWaiting.mock.calls).toEqual([
      [5, 2],
      [4, 2],
      [3, 2],
      [2, 2],
      [1, 2],
    ]);
    await jest.advanceTimersByTimeAsync(1);
    expect(onWaiting).toHaveBeenLastCalledWith(0, 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const res: Response = done.mock.calls[0][0];
    expect(res.status).toBe(201);
    const [first, second] = fetchMock.mock.calls;
    expect(second[0]).toBe(first[0]);
    expect((second[1]?.headers as Record<string, string>)["Idempotency-Key"]).toBe("key-1");
    expect(second[1]?.headers).toEqual(first[1]?.headers);
    expect(second[1]?.body).toBe(first[1]?.body);
  });

  it("retries a network failure (fetch rejects) after 5 s", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(200, { id: "r1" }));
    const onWaiting = jest.fn();
    const outcome = await settle(fetchRetryingUnavailable("/api/x", init(), { onWaiting }));
    expect(outcome).toMatchObject({ value: expect.objectContaining({ status: 200 }) });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onWaiting).toHaveBeenCalledWith(5, 2);
  });

  it.each([400, 404, 409, 422, 429, 500])(
    "answers a %i at once, never tried again",
    async (status) => {
      fetchMock.mockResolvedValue(json(status, { message: "No", code: "bad_request" }));
      const onWaiting = jest.fn();
      const outcome = await settle(fetchRetryingUnavailable("/api/x", init(), { onWaiting }));
      expect(outcome).toMatchObject({ value: expect.objectContaining({ status }) });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(onWaiting).not.toHaveBeenCalled();
    },
  );

  it(`gives up after ${MAX_ATTEMPTS} tries with the last 503`, async () => {
    fetchMock.mockImplementation(async () => unavailable());
    const onWaiting = jest.fn();
    const outcome = await settle(fetchRetryingUnavailable("/api/x", init(), { onWaiting }));
    expect(outcome).toMatchObject({ value: expect.objectContaining({ status: 503 }) });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(onWaiting.mock.calls.filter(([left]) => left === 0)).toEqual([
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
    // Every try was the same request.
    const keys = fetchMock.mock.calls.map(
      ([, sent]) => (sent?.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(new Set(keys)).toEqual(new Set(["key-1"]));
  });

  it("gives up on a network failure by rethrowing it: a temporary failure", async () => {
    const offline = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValue(offline);
    const outcome = await settle(fetchRetryingUnavailable("/api/x", init()));
    expect(outcome).toEqual({ error: offline });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(isTemporaryFailure(offline)).toBe(true);
  });

  it("caps Retry-After at 30 s and stops within about a minute", async () => {
    fetchMock.mockImplementation(async () => unavailable("120"));
    const outcome = fetchRetryingUnavailable("/api/x", init());
    await jest.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // A third try at 60 s; a fourth would start after the minute: none.
    expect(await settle(outcome)).toMatchObject({
      value: expect.objectContaining({ status: 503 }),
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("stops waiting when the caller aborts", async () => {
    fetchMock.mockImplementation(async () => unavailable());
    const controller = new AbortController();
    const outcome = fetchRetryingUnavailable("/api/x", { ...init(), signal: controller.signal });
    await jest.advanceTimersByTimeAsync(1_000);
    controller.abort();
    const settled = await settle(outcome);
    expect(settled).toMatchObject({ error: expect.objectContaining({ name: "AbortError" }) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds or a date, defaults to 5 and stays within 1 and 30", () => {
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(retryAfterSeconds("5")).toBe(5);
    expect(retryAfterSeconds(null)).toBe(5);
    expect(retryAfterSeconds("soon")).toBe(5);
    expect(retryAfterSeconds("0")).toBe(1);
    expect(retryAfterSeconds("120")).toBe(30);
    expect(retryAfterSeconds("Fri, 01 May 2026 10:00:12 GMT", now)).toBe(12);
  });
});

describe("isTemporaryFailure", () => {
  it("is a 503 or no answer at all, not another refusal or an abort", () => {
    expect(isTemporaryFailure(new ApiRequestError(503, "{}"))).toBe(true);
    expect(isTemporaryFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isTemporaryFailure(new ApiRequestError(400, "{}"))).toBe(false);
    expect(isTemporaryFailure(new ApiRequestError(500, "{}"))).toBe(false);
    expect(isTemporaryFailure(new DOMException("Aborted", "AbortError"))).toBe(false);
  });
});
