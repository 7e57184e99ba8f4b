/**
 * The invoice routes' schemas (lib/validation/invoice.ts, zod: about 30 kB gzip), loaded when
 * the editor first checks something with them (a save, a dialog's submit) and not with the
 * editor's page (issue 34, "Owner pages"). A dialog starts the load when it opens.
 */
export const loadInvoiceSchemas = () => import("@/lib/validation/invoice");
