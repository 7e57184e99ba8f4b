/**
 * The cart of the customer calculator preview, with the customer cart's rules
 * (docs/product.md §4): adding an item already present increments its quantity by 1, otherwise it
 * is added with quantity 1; a quantity of 0 or less removes it. The +/- buttons move by
 * the unit type's step (0.5 for hourly services, see docs/pricing.md).
 */
import { isValidQuantity, MAX_QUANTITY, UNIT_TYPE_INFO, type UnitType } from "@/lib/pricing";

export type PreviewCartLine = { serviceId: string; quantity: number };

export function stepFor(unitType: UnitType) {
  return UNIT_TYPE_INFO[unitType].step;
}

/** Rounds to the unit type's step and caps the quantity. */
function snap(unitType: UnitType, quantity: number) {
  const step = stepFor(unitType);
  return Math.min(MAX_QUANTITY, Math.round(quantity / step) * step);
}

export function addToCart(
  cart: readonly PreviewCartLine[],
  serviceId: string,
  unitType: UnitType,
): PreviewCartLine[] {
  const existing = cart.find((line) => line.serviceId === serviceId);
  if (!existing) return [...cart, { serviceId, quantity: 1 }];
  return cart.map((line) =>
    line.serviceId === serviceId ? { ...line, quantity: snap(unitType, line.quantity + 1) } : line,
  );
}

/** Sets a quantity: 0 or less removes the line; an off-step or too-large value is ignored. */
export function setCartQuantity(
  cart: readonly PreviewCartLine[],
  serviceId: string,
  unitType: UnitType,
  quantity: number,
): PreviewCartLine[] {
  if (!Number.isFinite(quantity)) return [...cart];
  if (quantity <= 0) return cart.filter((line) => line.serviceId !== serviceId);
  if (!isValidQuantity(unitType, quantity)) return [...cart];
  return cart.map((line) => (line.serviceId === serviceId ? { ...line, quantity } : line));
}

export function removeFromCart(
  cart: readonly PreviewCartLine[],
  serviceId: string,
): PreviewCartLine[] {
  return cart.filter((line) => line.serviceId !== serviceId);
}
