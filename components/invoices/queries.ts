"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refetchOnConflict, useDocumentList } from "@/components/documents/queries";
import { json } from "@/components/query/client";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { InvoiceDto, InvoiceListDto, quoteInvoicing } from "@/lib/invoices/queries";
import type { getInvoiceSettings } from "@/lib/invoices/settings";
import type {
  InvoiceCreateInput,
  InvoicePaymentInput,
  InvoiceRefundInput,
  InvoiceSaveInput,
  InvoiceSendInput,
  InvoiceSettingsInput,
} from "@/lib/validation/invoice";
import type { InvoiceStatusFilter } from "@/lib/validation/invoice-values";

export type { InvoiceDto, InvoiceListDto };
export type InvoiceSettingsDto = Awaited<ReturnType<typeof getInvoiceSettings>>;
/** GET /api/quotes/[id]/invoicing. */
export type QuoteInvoicingDto = Awaited<ReturnType<typeof quoteInvoicing>>;
export type InvoiceListFilter = { status: InvoiceStatusFilter | "all"; q: string };

/** This feature's keys, from the shared factory (the first element is the API path). */
export const invoiceKeys = {
  list: ({ status, q }: InvoiceListFilter) =>
    queryKeys.invoiceList({ status: status === "all" ? undefined : status, q: q.trim() }),
  detail: queryKeys.invoice,
};

export const invoicePath = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;
export const invoiceHref = (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}`;

export function useInvoiceList(filter: InvoiceListFilter) {
  return useDocumentList<InvoiceListDto>(invoiceKeys.list(filter), "/api/invoices", filter);
}

export function useInvoice(id: string) {
  return useQuery<InvoiceDto>({ queryKey: invoiceKeys.detail(id) });
}

/**
 * Stores an invoice the API answered and refreshes what shows it: the lists and, for an
 * invoice of a quote, the quote's invoicing panel.
 */
function useStoreInvoice() {
  const queryClient = useQueryClient();
  return (invoice: InvoiceDto) => {
    queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices });
    // The dashboard's money owed and payments this month.
    void queryClient.invalidateQueries({ queryKey: queryKeys.money });
    if (invoice.quoteId)
      void queryClient.invalidateQueries({ queryKey: queryKeys.quoteInvoicing(invoice.quoteId) });
  };
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<InvoiceCreateInput>) =>
      json<{ id: string }>(apiRequest("POST", "/api/invoices", body)),
    onSuccess: (_created, body) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices });
      if (body.quoteId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.quoteInvoicing(body.quoteId) });
    },
  });
}

export function useSaveInvoice(id: string) {
  const store = useStoreInvoice();
  const queryClient = useQueryClient();
  return useMutation({
    // The editor's body type-checks against the route's schema input here.
    mutationFn: (body: InvoiceSaveInput) =>
      json<InvoiceDto>(apiRequest("PUT", invoicePath(id), body)),
    onSuccess: store,
    // 409: paid or void meanwhile, or changed elsewhere; show what it is now.
    onError: refetchOnConflict(queryClient, invoiceKeys.detail(id)),
  });
}

export function useSendInvoice(id: string) {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: (body: NonNullable<InvoiceSendInput>) =>
      json<{ invoice: InvoiceDto; url: string }>(
        apiRequest("POST", `${invoicePath(id)}/send`, body),
      ),
    onSuccess: ({ invoice }) => store(invoice),
  });
}

export function useInvoiceLink(id: string) {
  return useMutation({
    mutationFn: () => json<{ url: string }>(apiRequest("GET", `${invoicePath(id)}/link`)),
  });
}

export function useRecordInvoicePayment(id: string) {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: (body: InvoicePaymentInput) =>
      json<InvoiceDto>(apiRequest("POST", `${invoicePath(id)}/payments`, body)),
    onSuccess: store,
  });
}

export function useRefundInvoicePayment(id: string) {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: InvoiceRefundInput & { paymentId: string }) =>
      json<InvoiceDto>(
        apiRequest(
          "POST",
          `${invoicePath(id)}/payments/${encodeURIComponent(paymentId)}/refund`,
          body,
        ),
      ),
    onSuccess: store,
  });
}

export function useVoidInvoice(id: string) {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: (reason: string) =>
      json<InvoiceDto>(apiRequest("POST", `${invoicePath(id)}/void`, { reason })),
    onSuccess: store,
  });
}

export function useDeleteInvoice(id: string, quoteId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", invoicePath(id)),
    // The editor navigates away; its cached invoice is left alone so it does not refetch a 404.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices }),
        quoteId
          ? queryClient.invalidateQueries({ queryKey: queryKeys.quoteInvoicing(quoteId) })
          : null,
      ]),
  });
}

export function useInvoiceReminders(id: string) {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      json<InvoiceDto>(apiRequest("PATCH", `${invoicePath(id)}/reminders`, { enabled })),
    onSuccess: store,
  });
}

export function useQuoteInvoicing(quoteId: string, enabled = true) {
  return useQuery<QuoteInvoicingDto>({ queryKey: queryKeys.quoteInvoicing(quoteId), enabled });
}

export function useInvoiceSettings() {
  return useQuery<InvoiceSettingsDto>({ queryKey: queryKeys.invoiceSettings });
}

export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<InvoiceSettingsInput>) =>
      json<InvoiceSettingsDto>(apiRequest("PATCH", "/api/company/invoice-settings", body)),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.invoiceSettings, settings),
  });
}
