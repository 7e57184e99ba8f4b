/**
 * What a priced document's editor state (quote, invoice) has in common: inputs keep what the
 * owner typed (strings); these turn them into what the live pricing takes and what the save
 * body sends, and give a new line's fields.
 */
import { centsToDecimalString, type FeeType, type UnitType } from "@/lib/pricing";
import type { PricedService } from "@/lib/services/pricing";
import type { ServiceDto } from "@/lib/services/types";
import type { AdjustmentKind } from "./adjustments";
import type { PricedLineFields } from "./line-row";

/** The fields of a line every priced document has, as typed (its key aside). */
export type TypedLineFields = Omit<PricedLineFields, "key"> & {
  fee: { name: string; type: FeeType; value: string } | null;
};

/** A decimal the pricing functions accept; anything half-typed counts as 0. */
export function decimalOrZero(text: string): string {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? trimmed : "0";
}

/** Numbers as typed; a blank or non-numeric entry is sent as-is for the server to name. */
export const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));
export const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** A blank tax rate is sent as 0. */
export const taxRateBody = (text: string) => (text.trim() === "" ? 0 : toNumber(text));

/** A discount (or a quote's deposit) as the live pricing takes it. */
export const pricedAdjustment = (type: AdjustmentKind, value: string) =>
  type === "none" ? null : { type, value: decimalOrZero(value) };

/** A discount (or a quote's deposit) as the save body sends it. */
export const adjustmentBody = (type: AdjustmentKind, value: string) =>
  type === "none" ? null : { type, value: toNumber(value) };

/** A line's price, quantity, unit and fee as the live pricing takes them. */
export const pricedLineFields = (line: TypedLineFields) => ({
  unitPrice: decimalOrZero(line.unitPrice),
  quantity: decimalOrZero(line.quantity),
  unitType: line.unitType,
  fee: line.fee ? { type: line.fee.type, value: decimalOrZero(line.fee.value) } : null,
});

/** A line's common fields as the save body sends them. */
export type SavedLineFields = Omit<
  TypedLineFields,
  "description" | "unitPrice" | "quantity" | "fee"
> & {
  description: string | null;
  unitPrice: number;
  quantity: number;
  fee: { name: string; type: FeeType; value: number } | null;
};

export const savedLineFields = (line: TypedLineFields): SavedLineFields => ({
  serviceId: line.serviceId,
  name: line.name.trim(),
  description: orNull(line.description),
  unitType: line.unitType,
  unitPrice: toNumber(line.unitPrice),
  quantity: toNumber(line.quantity),
  fee: line.fee ? { ...line.fee, value: Number(line.fee.value) } : null,
});

/** A stored line's common fields as the editor keeps them (its fee aside: stored apart). */
export const typedLineFields = (line: {
  serviceId: string | null;
  name: string;
  description: string | null;
  unitType: UnitType;
  unitPrice: string;
  quantity: string;
}): Omit<TypedLineFields, "fee"> => ({
  serviceId: line.serviceId,
  name: line.name,
  description: line.description ?? "",
  unitType: line.unitType,
  unitPrice: line.unitPrice,
  quantity: line.quantity,
});

/**
 * A price-book line's common fields: a snapshot of the service at its customer price
 * (lib/pricing: labor, materials and markup included, docs/pricing.md M4).
 */
export const serviceLineFields = (service: PricedService<ServiceDto>): TypedLineFields => ({
  serviceId: service.id,
  name: service.name,
  description: service.description ?? "",
  unitType: service.unitType,
  unitPrice: centsToDecimalString(service.cost.priceCents),
  quantity: "1",
  fee: service.serviceFee
    ? {
        name: service.serviceFee.name,
        type: service.serviceFee.type,
        value: service.serviceFee.amount,
      }
    : null,
});

/** A custom line's common fields: one, flat, at 0, to fill in. */
export const blankLineFields = (): TypedLineFields => ({
  serviceId: null,
  name: "",
  description: "",
  unitType: "flat",
  unitPrice: "0",
  quantity: "1",
  fee: null,
});

/** Has the owner changed anything since the last load or save (the body it would save)? */
export const changedFrom =
  <S>(toSaveBody: (state: S) => unknown) =>
  (state: S, saved: S) =>
    JSON.stringify(toSaveBody(state)) !== JSON.stringify(toSaveBody(saved));
