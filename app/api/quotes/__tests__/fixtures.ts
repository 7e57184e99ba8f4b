/**
 * Fixtures of the quote, client and task route tests: a company with a small price book
 * and a client, calls through the real handlers, and the mail jobs enqueued.
 */
import type { PrismaClient } from "@prisma/client";
import { call, type Handler } from "@/test/api-helpers";
import { getBoss } from "@/lib/queue/boss";
import { createOwner } from "@/test/db";

export { call };
export type { Handler };

/** A company with a price book (labor, a percentage fee), a service-call fee and a client. */
export async function quoteCompany(prisma: PrismaClient, name = "Volt Co") {
  const owner = await createOwner(prisma, name);
  const companyId = owner.company.id;
  await prisma.company.update({
    where: { id: companyId },
    data: {
      serviceCallFee: "49.00",
      taxRate: "8.25",
      quoteValidDays: 14,
      quoteTerms: "Net 30.",
    },
  });
  const labor = await prisma.laborRate.create({
    data: { companyId, name: "Tech", rate: "60.00" },
  });
  const fee = await prisma.serviceFee.create({
    data: { companyId, name: "Materials", type: "percentage", amount: "10" },
  });
  const outlet = await prisma.service.create({
    data: {
      companyId,
      name: "Outlet",
      category: "electrical",
      basePrice: "75.00",
      unitType: "per_item",
      estimatedTime: 45,
      laborRateId: labor.id,
      serviceFeeId: fee.id,
    },
  });
  const panel = await prisma.service.create({
    data: {
      companyId,
      name: "Panel upgrade",
      category: "electrical",
      basePrice: "1800.00",
      unitType: "flat",
      estimatedTime: 240,
    },
  });
  const client = await prisma.client.create({
    data: { companyId, name: "Ann Lee", email: "Ann@Example.com", emailKey: "ann@example.com" },
  });
  return { ...owner, companyId, labor, fee, outlet, panel, client };
}

/** The mail jobs enqueued so far (pg-boss keeps them in its schema). */
export async function mailJobs(prisma: PrismaClient) {
  await getBoss(); // creates its schema on first start
  const rows = await prisma.$queryRawUnsafe<{ data: Record<string, unknown> }[]>(
    `SELECT data FROM pgboss.job WHERE name = 'mail' ORDER BY created_on`,
  );
  return rows.map((row) => row.data);
}

/** A line of a PUT body with sensible defaults. */
export const line = (overrides: Record<string, unknown> = {}) => ({
  serviceId: null,
  name: "Custom work",
  description: null,
  unitType: "flat",
  unitPrice: 100,
  quantity: 1,
  fee: null,
  minutesPerUnit: 0,
  note: null,
  optional: false,
  groupKey: null,
  selected: true,
  ...overrides,
});

/** A PUT body with sensible defaults. */
export const saveBody = (overrides: Record<string, unknown> = {}) => ({
  clientId: null,
  title: "Kitchen rewiring",
  message: "Thanks for asking.",
  terms: "Net 30.",
  discount: null,
  taxRate: 0,
  deposit: null,
  expiresAt: "2100-01-01",
  groups: [],
  lines: [line()],
  ...overrides,
});
