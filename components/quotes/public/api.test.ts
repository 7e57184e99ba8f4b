/** @jest-environment node */
import { ApiRequestError } from "@/components/query/request-error";
import { publicQuoteApi } from "./api";

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const unavailable = () =>
  new Response(JSON.stringify({ message: "Briefly unavailable.", code: "service_unavailable" }), {
    status: 503,
    headers: { "Retry-After": "5" },
  });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const approval = {
  name: "Ann Customer",
  signatureMethod: "typed" as const,
  consent: true as const,
  termsAccepted: true as const,
  contentHash: "a".repeat(64),
};

/** The outcome of a call driven to its end by fake time, settled either way. */
async function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.advanceTimersByTimeAsync(120_000);
  return outcome;
}

describe("publicQuoteApi retries the customer's answers while the server is unavailable", () => {
  it("approve: a 503, then the same POST again after Retry-After", async () => {
    fetchMock
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(200, { status: "approved" }));
    const onWaiting = jest.fn();
    const outcome = await settle(publicQuoteApi("tok").approve(approval, { onWaiting }));
    expect(outcome).toEqual({ value: { status: "approved" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [[url, first], [again, second]] = fetchMock.mock.calls;
    expect([url, again]).toEqual(["/api/public/quotes/tok/approve", url]);
    expect(second?.method).toBe("POST");
    expect(second?.body).toBe(first?.body);
    expect(JSON.parse(String(second?.body))).toEqual(approval);
    expect(onWaiting).toHaveBeenCalledWith(5, 2);
  });

  it("decline and checkout are tried again too; a 409 is not", async () => {
    const api = publicQuoteApi("tok");
    fetchMock.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(json(200, { url: "u" }));
    expect(await settle(api.checkout())).toEqual({ value: { url: "u" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(409, { message: "This quote was declined.", code: "x" }));
    const refused = await settle(api.decline("Too expensive"));
    expect(refused).toEqual({ error: expect.any(ApiRequestError) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives up with the 503 after 4 tries", async () => {
    fetchMock.mockImplementation(async () => unavailable());
    const outcome = await settle(publicQuoteApi("tok").approve(approval));
    expect(outcome).toEqual({ error: expect.objectContaining({ status: 503 }) });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("the selection (a PUT the next choice replaces) is not tried again", async () => {
    fetchMock.mockImplementation(async () => unavailable());
    const outcome = await settle(publicQuoteApi("tok").select(["good"]));
    expect(outcome).toEqual({ error: expect.objectContaining({ status: 503 }) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
