import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { toMoneyString } from "@/lib/pricing";
import type { LaborRateInput } from "@/lib/validation/labor-rate";
import { bumpPriceBook } from "@/lib/calculator/price-book";

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
  return prisma.$transaction(async (tx) => {
    const rate = await tx.laborRate.create({
      data: { companyId, name: input.name, rate: toMoneyString(input.rate) },
      select,
    });
    await bumpPriceBook(tx, companyId);
    return toDto(rate);
  });
}

export async function updateLaborRate(
  companyId: string,
  id: string,
  input: Partial<LaborRateInput>,
) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.laborRate.updateMany({
      where: { id, companyId },
      data: {
        name: input.name,
        rate: input.rate === undefined ? undefined : toMoneyString(input.rate),
      },
    });
    if (count === 0) throw notFound("Labor rate not found.");
    await bumpPriceBook(tx, companyId);
    return toDto(await tx.laborRate.findUniqueOrThrow({ where: { id }, select }));
  });
}

/** Deletes the rate; the services that used it are unlinked in the same transaction. */
export async function deleteLaborRate(companyId: string, id: string) {
  return prisma.$transaction(async (tx) => {
    const rate = await tx.laborRate.findFirst({ where: { id, companyId }, select: { id: true } });
    if (!rate) throw notFound("Labor rate not found.");
    await bumpPriceBook(tx, companyId);
    const { count } = await tx.service.updateMany({
      where: { companyId, laborRateId: id },
      data: { laborRateId: null },
    });
    await tx.laborRate.delete({ where: { id } });
    return { id, deleted: true, unlinkedServices: count };
  });
}
