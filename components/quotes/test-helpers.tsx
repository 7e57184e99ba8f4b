/**
 * Test helpers of the quote components: a QueryClient render and a fetch that answers by
 * method and path (jsdom has no Response: only the members apiRequest and the loader use).
 */
import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { makeQueryClient } from "@/components/query/client";
import type { QuoteDto } from "@/lib/quotes/types";
import type { ServiceDto } from "@/lib/services/types";

export const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** Installs a fetch mock that tries each route in turn; unmatched calls answer 404. */
export function mockFetch(...routes: Route[]) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    for (const route of routes) {
      const response = route(url, init);
      if (response) return response;
    }
    return jsonResponse(404, { message: "Not found.", code: "not_found" });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function renderWithClient(ui: React.ReactElement) {
  const client = makeQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** Radix Select, Checkbox and Dialog need these in jsdom. */
export function polyfillRadix() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function service(overrides: Partial<ServiceDto> & { id: string; name: string }): ServiceDto {
  return {
    companyId: "c1",
    description: null,
    category: "general" as ServiceDto["category"],
    basePrice: "0.00",
    unitType: "flat",
    estimatedTime: 60,
    icon: "tool",
    isActive: true,
    sortOrder: 0,
    laborRateId: null,
    serviceFeeId: null,
    laborRate: null,
    serviceFee: null,
    materials: [],
    markupPercent: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

export function draftQuote(overrides: Partial<QuoteDto> = {}): QuoteDto {
  return {
    id: "q1",
    number: 1,
    displayNumber: "Q-0001",
    revision: 1,
    status: "draft",
    locked: false,
    assignedToId: null,
    createdByName: null,
    updatedByName: null,
    title: null,
    message: null,
    terms: null,
    client: null,
    estimateRequestId: null,
    discount: null,
    taxRate: "0",
    deposit: null,
    expiresAt: null,
    groups: [],
    lines: [],
    totals: {
      subtotal: "0.00",
      discount: "0.00",
      tax: "0.00",
      total: "0.00",
      deposit: "0.00",
      paid: "0.00",
      depositDue: "0.00",
    },
    events: [],
    payments: [],
    sentAt: null,
    sentTo: null,
    firstViewedAt: null,
    approvedAt: null,
    declinedAt: null,
    declineReason: null,
    signature: null,
    supersededById: null,
    publicUrl: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    updatedAt: "2026-11-23T10:00:00.000Z",
    ...overrides,
  };
}
