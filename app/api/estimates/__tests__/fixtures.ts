/**
 * Fixtures shared by the estimate route tests: a temporary mail outbox, a small price book,
 * a request body and a POST from a fresh client address.
 */
import type { PrismaClient } from "@prisma/client";
import { createOwner, makeRequest, routeParams } from "@/test/db";
import { POST as postEstimate } from "@/app/api/estimates/route";

export { setupTempOutbox } from "@/test/outbox";

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

/** A company with a small price book: flat, per-sq-ft with labor, and a percentage fee. */
export async function priceBook(prisma: PrismaClient, name = "Spark Co") {
  const owner = await createOwner(prisma, name);
  const companyId = owner.company.id;
  await prisma.company.update({
    where: { id: companyId },
    data: {
      serviceCallFee: "49.00",
      taxRate: "8.25",
      contactEmail: `office-${companyId}@example.com`,
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
    },
  });
  const floor = await prisma.service.create({
    data: {
      companyId,
      name: "Floor sealing",
      category: "cleaning",
      basePrice: "1.25",
      unitType: "per_sq_foot",
      estimatedTime: 1,
      laborRateId: labor.id,
      serviceFeeId: fee.id,
    },
  });
  const hidden = await prisma.service.create({
    data: {
      companyId,
      name: "Retired",
      category: "electrical",
      basePrice: "10.00",
      isActive: false,
    },
  });
  return { owner, companyId, outlet, floor, hidden };
}

export const body = (
  companyId: string,
  items: { id: string; quantity: number; price?: number }[],
  extra = {},
) => ({
  companyId,
  customerName: "Ana Ruiz",
  customerEmail: "ana@example.com",
  customerPhone: "512-555-0100",
  totalAmount: 0,
  totalTime: 0,
  items,
  ...extra,
});

export const post = (payload: unknown, headers: Record<string, string> = {}) =>
  postEstimate(
    makeRequest("POST", "/api/estimates", {
      body: payload,
      headers: { "x-forwarded-for": freshIp(), ...headers },
    }),
    routeParams(),
  );
