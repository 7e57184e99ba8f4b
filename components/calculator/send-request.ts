/** The browser side of POST /api/estimates: the request payload (docs/product.md §7) built from the cart. */
import { throwIfResNotOk } from "@/components/query/request-error";
import { fetchRetryingUnavailable, type RetryOptions } from "@/components/query/retry-unavailable";
import { centsToDecimalString } from "@/lib/pricing";
import type { CartItem, priceCart } from "@/lib/calculator/cart";

export type RequestContact = {
  name: string;
  email: string;
  phone: string;
  zip: string;
  website: string;
};

/** The request's optional details (lib/calculator/request-form.ts requestDetailsPayload). */
export type RequestDetailsPayload = {
  customerZip?: string;
  serviceAddress?: {
    line1: string;
    line2?: string;
    city: string;
    region: string;
    postalCode: string;
  };
  description?: string;
  photoIds?: string[];
  preferredWindows?: { date: string; period: "morning" | "afternoon" | "evening" }[];
  smsConsent?: boolean;
  customItems?: { description: string; quantity: number }[];
};

export type EstimateRequestResponse = {
  id: string;
  totalAmount: string;
  totalsMatched: boolean;
  thankYouMessage: string | null;
};

/** One key per request dialog: a retry after a network error can never create a second request. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function")
    return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function buildEstimatePayload(
  companyId: string,
  contact: RequestContact,
  breakdown: ReturnType<typeof priceCart> & { lines: { item: CartItem }[] },
) {
  return {
    companyId,
    customerName: contact.name.trim(),
    customerEmail: contact.email.trim(),
    customerPhone: contact.phone.trim() || null,
    ...(contact.zip.trim() ? { customerZip: contact.zip.trim() } : {}),
    totalAmount: centsToDecimalString(breakdown.totalCents),
    totalTime: breakdown.totalMinutes,
    items: breakdown.lines.map((line) => ({
      id: line.item.id,
      name: line.item.name,
      quantity: line.quantity,
      price: Number(centsToDecimalString(line.unitPriceCents)),
      time: line.item.estimatedTime,
    })),
    ...(contact.website ? { website: contact.website } : {}),
  };
}

/**
 * Sends the request; while the server is unavailable (503) or out of reach it tries again
 * with the same body and Idempotency-Key (components/query/retry-unavailable.ts), telling
 * `retry.onWaiting`. A replay of a request already stored answers it (200), never a second one.
 */
export async function sendEstimateRequest(
  payload: ReturnType<typeof buildEstimatePayload> & RequestDetailsPayload,
  idempotencyKey: string,
  retry: RetryOptions & { signal?: AbortSignal } = {},
) {
  const { signal, ...options } = retry;
  // A plain fetch with apiRequest's typed error: lib/api/client would bring TanStack Query along.
  const res = await fetchRetryingUnavailable(
    "/api/estimates",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(payload),
      credentials: "include",
      ...(signal ? { signal } : {}),
    },
    options,
  );
  await throwIfResNotOk(res);
  return (await res.json()) as EstimateRequestResponse;
}
