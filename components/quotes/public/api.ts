/**
 * The customer's calls, with plain fetch and the project's dependency-free error type (the
 * page ships no query library or zod). Each answers the quote as the server now has it, or
 * throws ApiRequestError with the server's status and message.
 */
import { throwIfResNotOk } from "@/components/query/request-error";
import type { PublicQuoteDto } from "@/lib/quotes/types";

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
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
    ) => send<PublicQuoteDto>(`${base}/approve`, "POST", body),
    decline: (reason: string) =>
      send<PublicQuoteDto>(`${base}/decline`, "POST", reason ? { reason } : {}),
    checkout: () => send<{ url: string }>(`${base}/checkout`, "POST"),
  };
}

export type PublicQuoteApi = ReturnType<typeof publicQuoteApi>;
