/**
 * The customer cart (docs/product.md §4 'Customer cart'): pure functions, so the same rules are
 * unit tested and used by the calculator's reducer.
 */
import { MAX_QUANTITY, UNIT_TYPE_INFO, computeEstimate, type UnitType } from "@/lib/pricing";
import type { PublicService } from "@/lib/calculator/types";

/** A cart line (docs/product.md §3 cart item, plus what pricing needs). */
export type CartItem = {
  id: string;
  name: string;
  description: string | null;
  icon: string;
  category: string;
  unitType: UnitType;
  basePrice: string;
  /** The customer price of one unit (docs/pricing.md M4): what the cart is priced from. */
  unitPrice: string;
  estimatedTime: number;
  serviceFee: PublicService["serviceFee"];
  quantity: number;
};

export type CartAction =
  | { type: "add"; service: PublicService }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "remove"; id: string }
  | { type: "clear" };

/** Snaps a typed quantity to the unit's step (0.5 hours, whole items and square feet) and bounds it. */
export function normalizeQuantity(unitType: UnitType, quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  const step = UNIT_TYPE_INFO[unitType].step;
  const snapped = Math.round(quantity / step) * step;
  return Math.min(MAX_QUANTITY, snapped);
}

/** Adding an item already present increments its quantity by 1; otherwise it is added with 1. */
export function addToCart(cart: readonly CartItem[], service: PublicService): CartItem[] {
  if (cart.some((item) => item.id === service.id)) {
    return cart.map((item) =>
      item.id === service.id
        ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) }
        : item,
    );
  }
  const {
    id,
    name,
    description,
    icon,
    category,
    unitType,
    basePrice,
    unitPrice,
    estimatedTime,
    serviceFee,
  } = service;
  return [
    ...cart,
    {
      id,
      name,
      description,
      icon,
      category,
      unitType,
      basePrice,
      unitPrice,
      estimatedTime,
      serviceFee,
      quantity: 1,
    },
  ];
}

/** Setting the quantity to 0 or less removes the line. */
export function setCartQuantity(
  cart: readonly CartItem[],
  id: string,
  quantity: number,
): CartItem[] {
  return cart.flatMap((item) => {
    if (item.id !== id) return [item];
    const next = normalizeQuantity(item.unitType, quantity);
    return next <= 0 ? [] : [{ ...item, quantity: next }];
  });
}

export function removeFromCart(cart: readonly CartItem[], id: string): CartItem[] {
  return cart.filter((item) => item.id !== id);
}

export function cartReducer(cart: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add":
      return addToCart(cart, action.service);
    case "setQuantity":
      return setCartQuantity(cart, action.id, action.quantity);
    case "remove":
      return removeFromCart(cart, action.id);
    case "clear":
      return [];
  }
}

/**
 * The cart priced with the shared model (the server computes the same on submission). Each
 * line is priced from the service's customer price, in which labor, materials and markup
 * already are (docs/pricing.md M4): the customer never receives the parts.
 */
export function priceCart(
  cart: readonly CartItem[],
  settings: { serviceCallFee: string | null; taxRate: string },
) {
  return computeEstimate(
    cart.map((item) => ({
      // Nothing but the customer price: labor, materials and markup are in it already.
      item: {
        ...item,
        basePrice: item.unitPrice,
        laborRate: null,
        materials: null,
        markupPercent: null,
      },
      quantity: item.quantity,
    })),
    { serviceCallFee: settings.serviceCallFee, taxRate: settings.taxRate },
  );
}
