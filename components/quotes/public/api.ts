/**
 * The customer's calls, with plain fetch (the page ships no query library or zod). Each
 * answers the quote as the server now has it, or throws the server's message.
 */
import type { PublicQuoteDto } from "@/lib/quotes/types";

export class PublicQuoteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new PublicQuoteError(0, "No connection. Check your network and try again.");
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const message =
      typeof data?.message === "string" ? data.message : "Something went wrong. Please try again.";
    throw new PublicQuoteError(res.status, message);
  }
  return data as T;
}

export function publicQuoteApi(token: string) {
  const base = `/api/public/quotes/${encodeURIComponent(token)}`;
  return {
    pdfUrl: `${base}/pdf`,
    get: () => send<PublicQuoteDto>(base, "GET"),
    select: (selectedLineIds: string[]) =>
      send<PublicQuoteDto>(`${base}/selection`, "PUT", { selectedLineIds }),
    approve: (body: { name: string; signature: string; consent: true; contentHash: string }) =>
      send<PublicQuoteDto>(`${base}/approve`, "POST", body),
    decline: (reason: string) =>
      send<PublicQuoteDto>(`${base}/decline`, "POST", reason ? { reason } : {}),
    checkout: () => send<{ url: string }>(`${base}/checkout`, "POST"),
  };
}

export type PublicQuoteApi = ReturnType<typeof publicQuoteApi>;
