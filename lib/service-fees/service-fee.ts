import "server-only";
import { prisma } from "@/lib/db";
import { invalid, notFound } from "@/lib/errors";
import { toMoneyString, type FeeType } from "@/lib/pricing";
import type { ServiceFeeInput } from "@/lib/validation/service-fee";
import { bumpPriceBook } from "@/lib/calculator/price-book";

const select = {
  id: true,
  name: true,
  type: true,
  amount: true,
  _count: { select: { services: true } },
} as const;

type Row = {
  id: string;
  name: string;
  type: FeeType;
  amount: { toString(): string };
  _count: { services: number };
};
const toDto = ({ _count, ...fee }: Row) => ({
  ...fee,
  amount: fee.amount.toString(),
  serviceCount: _count.services,
});
const amount = toMoneyString;

export async function listServiceFees(companyId: string) {
  const fees = await prisma.serviceFee.findMany({
    where: { companyId },
    select,
    orderBy: { name: "asc" },
  });
  return fees.map(toDto);
}

export async function createServiceFee(companyId: string, input: ServiceFeeInput) {
  return prisma.$transaction(async (tx) => {
    const fee = await tx.serviceFee.create({
      data: { companyId, name: input.name, type: input.type, amount: amount(input.amount) },
      select,
    });
    await bumpPriceBook(tx, companyId);
    return toDto(fee);
  });
}

export async function updateServiceFee(
  companyId: string,
  id: string,
  input: Partial<ServiceFeeInput>,
) {
  return prisma.$transaction(async (tx) => {
    const current = await tx.serviceFee.findFirst({
      where: { id, companyId },
      select: { type: true, amount: true },
    });
    if (!current) throw notFound("Service fee not found.");
    const type = input.type ?? current.type;
    const nextAmount = input.amount ?? Number(current.amount.toString());
    if (type === "percentage" && nextAmount > 100) {
      throw invalid("Invalid body. amount: A percentage fee can be at most 100.", [
        { path: "amount", message: "A percentage fee can be at most 100." },
      ]);
    }
    await bumpPriceBook(tx, companyId);
    const fee = await tx.serviceFee.update({
      where: { id },
      data: {
        name: input.name,
        type: input.type,
        amount: input.amount === undefined ? undefined : amount(input.amount),
      },
      select,
    });
    return toDto(fee);
  });
}

/** Deletes the fee; the services that used it are unlinked in the same transaction. */
export async function deleteServiceFee(companyId: string, id: string) {
  return prisma.$transaction(async (tx) => {
    const fee = await tx.serviceFee.findFirst({ where: { id, companyId }, select: { id: true } });
    if (!fee) throw notFound("Service fee not found.");
    await bumpPriceBook(tx, companyId);
    const { count } = await tx.service.updateMany({
      where: { companyId, serviceFeeId: id },
      data: { serviceFeeId: null },
    });
    await tx.serviceFee.delete({ where: { id } });
    return { id, deleted: true, unlinkedServices: count };
  });
}
