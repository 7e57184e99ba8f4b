import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import type { propertyCreateSchema, propertyUpdateSchema } from "@/lib/validation/property";
import type { z } from "zod";
import { propertyMatchKey } from "./match";

/** A client's property as the owner's pages and the quote show it. */
export type PropertyDto = {
  id: string;
  clientId: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
  createdAt: string;
};

export const PROPERTY_SELECT = {
  id: true,
  clientId: true,
  line1: true,
  line2: true,
  city: true,
  region: true,
  postalCode: true,
  createdAt: true,
} as const satisfies Prisma.PropertySelect;

type Row = Prisma.PropertyGetPayload<{ select: typeof PROPERTY_SELECT }>;
export const toPropertyDto = (row: Row): PropertyDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const taken = () =>
  conflict("This client already has a property at that address.", [
    { path: "line1", message: "This client already has a property at that address." },
  ]);

async function ownClient(companyId: string, clientId: string) {
  const client = await prisma.client.findFirst({
    where: { id: clientId, companyId },
    select: { id: true },
  });
  if (!client) throw notFound("Client not found.");
  return client;
}

/** The client's properties, oldest first (404 for another company's client). */
export async function listProperties(companyId: string, clientId: string) {
  await ownClient(companyId, clientId);
  const rows = await prisma.property.findMany({
    where: { companyId, clientId },
    select: PROPERTY_SELECT,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toPropertyDto);
}

export async function createProperty(
  companyId: string,
  clientId: string,
  input: z.output<typeof propertyCreateSchema>,
) {
  await ownClient(companyId, clientId);
  try {
    const row = await prisma.property.create({
      data: {
        ...input,
        line2: input.line2 ?? null,
        companyId,
        clientId,
        matchKey: propertyMatchKey(input),
      },
      select: PROPERTY_SELECT,
    });
    return toPropertyDto(row);
  } catch (error) {
    if (uniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function updateProperty(
  companyId: string,
  clientId: string,
  id: string,
  changes: z.output<typeof propertyUpdateSchema>,
) {
  const current = await prisma.property.findFirst({
    where: { id, clientId, companyId },
    select: { line1: true, postalCode: true },
  });
  if (!current) throw notFound("Property not found.");
  const next = { ...current, ...changes };
  try {
    const row = await prisma.property.update({
      where: { id },
      data: { ...changes, matchKey: propertyMatchKey(next) },
      select: PROPERTY_SELECT,
    });
    return toPropertyDto(row);
  } catch (error) {
    if (uniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes a property; its requests and quotes keep their own copy of nothing but lose the link. */
export async function deleteProperty(companyId: string, clientId: string, id: string) {
  const { count } = await prisma.property.deleteMany({ where: { id, clientId, companyId } });
  if (count === 0) throw notFound("Property not found.");
  return { ok: true };
}
