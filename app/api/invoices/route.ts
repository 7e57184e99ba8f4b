import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { createInvoice } from "@/lib/invoices/create";
import { listInvoices } from "@/lib/invoices/queries";
import { invoiceCreateSchema, invoiceListQuerySchema } from "@/lib/validation/invoice";

/** The company's invoices, filtered by status and a search, 25 a page, with the sums. */
export const GET = withSession(
  { permission: "invoices", query: invoiceListQuerySchema },
  async ({ user, query }) => listInvoices(user.companyId, query),
);

/** A new draft: of an approved quote (`{ quoteId, mode? }`), of a client, or blank. */
export const POST = withSession(
  { permission: "invoices", body: invoiceCreateSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await createInvoice(user.companyId, body), { status: 201 }),
);
