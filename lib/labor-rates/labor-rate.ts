import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { toMoneyString } from "@/lib/pricing";
import type { LaborRateInput } from "@/lib/validation/labor-rate";

const select = {
  id: true,
  name: true,
  rate: true,
  _count: { select: { services: true } },
} as const;

type Row = { id: string; name: string; rate: { toString(): string }; _count: { services: number } };
const toDto = ({ _count, ...rate }: Row) => ({
  ...rate,
  rate: rate.rate.toString(),
  serviceCount: _count.services,
});

export async function listLaborRates(companyId: string) {
  const rates = await prisma.laborRate.findMany({
    where: { companyId },
    select,
    orderBy: { name: "asc" },
  });
  return rates.map(toDto);
}

export async function createLaborRate(companyId: string, input: LaborRateInput) {
  const rate = await prisma.laborRate.create({
    data: { companyId, name: input.name, rate: toMoneyString(input.rate) },
    select,
  });
  return toDto(rate);
}

export async function updateLaborRate(
  companyId: string,
  id: string,
  input: Partial<LaborRateInput>,
) {
  const { count } = await prisma.laborRate.updateMany({
    where: { id, companyId },
    data: {
      name: input.name,
      rate: input.rate === undefined ? undefined : toMoneyString(input.rate),
    },
  });
  if (count === 0) throw notFound("Labor rate not found.");
  return toDto(await prisma.laborRate.findUniqueOrThrow({ where: { id }, select }));
}

/** Deletes the rate; the services that used it are unlinked in the same transaction. */
export async function deleteLaborRate(companyId: string, id: string) {
  return prisma.$transaction(async (tx) => {
    const rate = await tx.laborRate.findFirst({ where: { id, companyId }, select: { id: true } });
    if (!rate) throw notFound("Labor rate not found.");
    const { count } = await tx.service.updateMany({
      where: { companyId, laborRateId: id },
      data: { laborRateId: null },
    });
    await tx.laborRate.delete({ where: { id } });
    return { id, deleted: true, unlinkedServices: count };
  });
}
