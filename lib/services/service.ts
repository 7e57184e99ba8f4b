import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { together } from "@/lib/db/together";
import { invalid, notFound } from "@/lib/errors";
import { toMoneyString } from "@/lib/pricing";
import type {
  MaterialInput,
  ServiceFieldsInput,
  ServiceUpsertInput,
} from "@/lib/validation/service";
import type { z } from "zod";
import type { serviceFieldsSchema } from "@/lib/validation/service";
import { bumpPriceBook } from "@/lib/calculator/price-book";
import { inTransaction, publish, publishAll } from "@/lib/events";
import { readService } from "@/lib/resources";
import { assertWithinLimit } from "@/lib/billing/limits";

type ServiceFields = z.infer<typeof serviceFieldsSchema>;

export const serviceInclude = {
  laborRate: { select: { id: true, name: true, rate: true } },
  serviceFee: { select: { id: true, name: true, type: true, amount: true } },
  materials: {
    select: { name: true, unitCost: true, quantity: true, customerSupplies: true },
    orderBy: { position: "asc" },
  },
} as const;

const orderBy: Prisma.ServiceOrderByWithRelationInput[] = [
  { category: "asc" },
  { sortOrder: "asc" },
  { name: "asc" },
];

export async function listServices(companyId: string) {
  return prisma.service.findMany({ where: { companyId }, include: serviceInclude, orderBy });
}

/** The service if it belongs to the company; a foreign or unknown id is a 404, never a hint. */
export async function getServiceOrThrow(companyId: string, id: string) {
  const service = await prisma.service.findFirst({
    where: { id, companyId },
    include: serviceInclude,
  });
  if (!service) throw notFound("Service not found.");
  return service;
}

type Tx = Prisma.TransactionClient;

/**
 * Checks that linked labor rates and fees belong to the company; the field named in the
 * 400 is prefixed (e.g. "services.3.laborRateId") for bulk bodies.
 */
async function assertLinksOwned(
  tx: Tx,
  companyId: string,
  rows: ServiceFields[],
  prefix = (i: number) => `${i}`,
) {
  const rateIds = [
    ...new Set(rows.map((row) => row.laborRateId).filter((id): id is string => !!id)),
  ];
  const feeIds = [
    ...new Set(rows.map((row) => row.serviceFeeId).filter((id): id is string => !!id)),
  ];
  const [rates, fees] = await together(tx, [
    () =>
      rateIds.length
        ? tx.laborRate.findMany({ where: { companyId, id: { in: rateIds } }, select: { id: true } })
        : Promise.resolve([]),
    () =>
      feeIds.length
        ? tx.serviceFee.findMany({ where: { companyId, id: { in: feeIds } }, select: { id: true } })
        : Promise.resolve([]),
  ]);
  const knownRates = new Set(rates.map((rate) => rate.id));
  const knownFees = new Set(fees.map((fee) => fee.id));
  rows.forEach((row, index) => {
    if (row.laborRateId && !knownRates.has(row.laborRateId)) {
      const path = `${prefix(index)}laborRateId`;
      throw invalid(`Invalid body. ${path}: Unknown labor rate.`, [
        { path, message: "Unknown labor rate." },
      ]);
    }
    if (row.serviceFeeId && !knownFees.has(row.serviceFeeId)) {
      const path = `${prefix(index)}serviceFeeId`;
      throw invalid(`Invalid body. ${path}: Unknown service fee.`, [
        { path, message: "Unknown service fee." },
      ]);
    }
  });
}

function toData(fields: ServiceFields) {
  return {
    name: fields.name,
    description: fields.description,
    category: fields.category,
    basePrice: toMoneyString(fields.basePrice),
    unitType: fields.unitType,
    estimatedTime: fields.estimatedTime,
    icon: fields.icon,
    isActive: fields.isActive,
    laborRateId: fields.laborRateId,
    serviceFeeId: fields.serviceFeeId,
    // Absent on an update keeps the stored markup (docs/pricing.md M5).
    ...(fields.markupPercent !== undefined ? { markupPercent: fields.markupPercent } : {}),
  };
}

/** The rows of a service's materials, in the order sent (docs/pricing.md M1). */
function materialRows(serviceId: string, materials: readonly MaterialInput[]) {
  return materials.map((material, position) => ({
    serviceId,
    position,
    name: material.name,
    unitCost: toMoneyString(material.unitCost),
    quantity: material.quantity,
    customerSupplies: material.customerSupplies,
  }));
}

/** Replaces a service's materials when a list was sent; absent keeps them. */
async function writeMaterials(tx: Tx, serviceId: string, materials: MaterialInput[] | undefined) {
  if (materials === undefined) return;
  await tx.serviceMaterial.deleteMany({ where: { serviceId } });
  if (materials.length > 0)
    await tx.serviceMaterial.createMany({ data: materialRows(serviceId, materials) });
}

/** Creates a service, or updates one of the company's services when an id is given. */
export async function upsertService(companyId: string, input: ServiceUpsertInput) {
  return inTransaction(async (tx) => {
    await assertLinksOwned(tx, companyId, [input], () => "");
    await bumpPriceBook(tx, companyId);
    const data = toData(input);
    if (input.id) {
      const { count } = await tx.service.updateMany({ where: { id: input.id, companyId }, data });
      if (count === 0) throw notFound("Service not found.");
      const id = input.id;
      await writeMaterials(tx, id, input.materials);
      await publish(tx, { type: "service.changed", companyId, serviceId: id, action: "updated" });
      return tx.service.findUniqueOrThrow({ where: { id: input.id }, include: serviceInclude });
    }
    // The company row is locked by bumpPriceBook: the count cannot change under this check.
    await assertWithinLimit(tx, companyId, "services");
    const last = await tx.service.aggregate({ where: { companyId }, _max: { sortOrder: true } });
    const { id } = await tx.service.create({
      data: { ...data, companyId, sortOrder: (last._max.sortOrder ?? 0) + 1 },
      select: { id: true },
    });
    await writeMaterials(tx, id, input.materials);
    const created = await tx.service.findUniqueOrThrow({ where: { id }, include: serviceInclude });
    await publish(tx, { type: "service.changed", companyId, serviceId: id, action: "created" });
    return created;
  });
}

/** Adds many services in one transaction: every one is stored, or none. */
export async function createServices(companyId: string, services: ServiceFields[]) {
  return inTransaction(async (tx) => {
    await assertLinksOwned(tx, companyId, services, (i) => `services.${i}.`);
    await bumpPriceBook(tx, companyId);
    await assertWithinLimit(tx, companyId, "services", { adding: services.length });
    const last = await tx.service.aggregate({ where: { companyId }, _max: { sortOrder: true } });
    const start = (last._max.sortOrder ?? 0) + 1;
    const created = await tx.service.createManyAndReturn({
      data: services.map((service, index) => ({
        ...toData(service),
        companyId,
        sortOrder: start + index,
      })),
      select: { id: true, sortOrder: true },
    });
    // Each new service is known by the sort order it was given.
    const materials = created.flatMap((row) =>
      materialRows(row.id, services[row.sortOrder - start].materials ?? []),
    );
    if (materials.length > 0) await tx.serviceMaterial.createMany({ data: materials });
    await publishAll(
      tx,
      created.map((row) => ({
        type: "service.changed" as const,
        companyId,
        serviceId: row.id,
        action: "created" as const,
      })),
    );
    return { created: services.length };
  });
}

export async function deleteService(companyId: string, id: string) {
  return inTransaction(async (tx) => {
    // The webhook carries the service as it was (read before it goes).
    const service = await readService(tx, id, companyId);
    const { count } = await tx.service.deleteMany({ where: { id, companyId } });
    if (count === 0) throw notFound("Service not found.");
    await bumpPriceBook(tx, companyId);
    await publish(tx, {
      type: "service.changed",
      companyId,
      serviceId: id,
      action: "deleted",
      service,
    });
    return { id, deleted: true };
  });
}

/** Stores a new order; every id must be one of the company's services. */
export async function reorderServices(companyId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const owned = await tx.service.count({ where: { companyId, id: { in: unique } } });
    if (owned !== unique.length) throw notFound("Service not found.");
    await bumpPriceBook(tx, companyId);
    for (const [index, id] of unique.entries()) {
      await tx.service.update({ where: { id }, data: { sortOrder: index + 1 } });
    }
    return { reordered: unique.length };
  });
}

export type { ServiceFieldsInput };
