/**
 * The customer's calls, with plain fetch and the project's dependency-free error type (the
 * page ships no query library or zod). Each answers the quote as the server now has it, or
 * throws ApiRequestError with the server's status and message. The answers (approve, decline,
 * checkout) are tried again while the server is unavailable (503) or out of reach, with the
 * same body (components/query/retry-unavailable.ts): these routes take no Idempotency-Key,
 * and need none, since a quote already answered refuses a second answer (409) and a
 * checkout only opens a payment page.
 */
import { throwIfResNotOk } from "@/components/query/request-error";
import { fetchRetryingUnavailable, type RetryOptions } from "@/components/query/retry-unavailable";
import type { PublicQuoteDto } from "@/lib/quotes/types";

async function send<T>(
  url: string,
  method: string,
  body?: unknown,
  retry?: RetryOptions,
): Promise<T> {
  const init: RequestInit = {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  };
  const res = retry ? await fetchRetryingUnavailable(url, init, retry) : await fetch(url, init);
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function publicQuoteApi(token: string) {
  const base = `/api/public/quotes/${encodeURIComponent(token)}`;
  return {
    pdfUrl: `${base}/pdf`,
    get: () => send<PublicQuoteDto>(base, "GET"),
    select: (selectedLineIds: string[]) =>
      send<PublicQuoteDto>(`${base}/selection`, "PUT", { selectedLineIds }),
    approve: (
      body: (
        | { name: string; signatureMethod: "typed" }
        | { name: string; signatureMethod: "drawn"; signature: string }
      ) & { consent: true; termsAccepted: true; contentHash: string },
      retry: RetryOptions = {},
    ) => send<PublicQuoteDto>(`${base}/approve`, "POST", body, retry),
    decline: (reason: string, retry: RetryOptions = {}) =>
      send<PublicQuoteDto>(`${base}/decline`, "POST", reason ? { reason } : {}, retry),
    checkout: (retry: RetryOptions = {}) =>
      send<{ url: string }>(`${base}/checkout`, "POST", undefined, retry),
  };
}

export type PublicQuoteApi = ReturnType<typeof publicQuoteApi>;
