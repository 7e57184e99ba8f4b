/**
 * Helpers shared by route tests: call a route handler directly (`call`; `callRoute` with its
 * path and its answer read whole), and, for the price-book tests, seed a company with one row
 * of each kind.
 */
import type { PrismaClient } from "@prisma/client";
import { createOwner, makeRequest, routeParams } from "@/test/db";

export type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;

export const call = (
  handler: Handler,
  method: string,
  options: Parameters<typeof makeRequest>[2] & { id?: string } = {},
) =>
  handler(
    makeRequest(method, "/api/x", options),
    routeParams(options.id ? { id: options.id } : {}),
  );

/**
 * Calls a route handler with a request to `path` (the activity log records the path) and
 * reads its answer whole: the status, the JSON body (undefined when it is not JSON), the text
 * and the headers.
 */
export async function callRoute(
  handler: Handler,
  method: string,
  path: string,
  options: {
    cookie?: string;
    body?: unknown;
    params?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const res = await handler(makeRequest(method, path, options), routeParams(options.params));
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

export const validService = {
  name: "Outlet Installation",
  category: "electrical",
  basePrice: 75,
  unitType: "per_item",
};

/** Company B with a rate, a fee, a service using both and a template: the rows A must not touch. */
export async function seedCompany(prisma: PrismaClient, name: string) {
  const owner = await createOwner(prisma, name);
  const rate = await prisma.laborRate.create({
    data: { companyId: owner.company.id, name: "Electrician", rate: "95.00" },
  });
  const fee = await prisma.serviceFee.create({
    data: { companyId: owner.company.id, name: "Permit", type: "fixed", amount: "125.00" },
  });
  const service = await prisma.service.create({
    data: {
      companyId: owner.company.id,
      name: "Panel Upgrade",
      category: "electrical",
      basePrice: "1800.00",
      laborRateId: rate.id,
      serviceFeeId: fee.id,
    },
  });
  const template = await prisma.customTemplate.create({
    data: {
      companyId: owner.company.id,
      name: "Starter",
      services: {
        create: [
          {
            name: "Panel Upgrade",
            category: "electrical",
            basePrice: "1800.00",
            unitType: "flat",
            estimatedTime: 60,
          },
        ],
      },
    },
  });
  return { ...owner, rate, fee, service, template };
}
