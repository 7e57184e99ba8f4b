import type { PublicService } from "@/lib/calculator/types";
import {
  addToCart,
  cartReducer,
  normalizeQuantity,
  priceCart,
  removeFromCart,
  setCartQuantity,
  type CartItem,
} from "./cart";

const service = (id: string, overrides: Partial<PublicService> = {}): PublicService => ({
  id,
  name: `Service ${id}`,
  description: null,
  category: "electrical",
  icon: "plug",
  unitType: "per_item",
  unitLabel: "per item",
  basePrice: "75.00",
  estimatedTime: 45,
  unitPrice: "75.00",
  laborRate: null,
  serviceFee: null,
  ...overrides,
});

describe("customer cart", () => {
  it("adds a new item with quantity 1 and increments an existing one by 1", () => {
    let cart: CartItem[] = [];
    cart = addToCart(cart, service("a"));
    cart = addToCart(cart, service("b"));
    cart = addToCart(cart, service("a"));
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
  });

  it("adds 1 hour to an hourly line too", () => {
    const hourly = service("h", { unitType: "hourly" });
    const cart = addToCart(setCartQuantity(addToCart([], hourly), "h", 2.5), hourly);
    expect(cart[0].quantity).toBe(3.5);
  });

  it.each([
    [0, []],
    [-2, []],
    [0.2, []],
    [3, [3]],
    [3.4, [3]],
  ])("setting the quantity to %s gives %j", (quantity, expected) => {
    const cart = setCartQuantity(addToCart([], service("a")), "a", quantity);
    expect(cart.map((item) => item.quantity)).toEqual(expected);
  });

  it.each([
    ["hourly", 1.3, 1.5],
    ["hourly", 0.2, 0],
    ["per_sq_foot", 250.4, 250],
    ["flat", 2.6, 3],
    ["per_sq_foot", 1e9, 100_000],
    ["flat", Number.NaN, 0],
  ] as const)("normalizes %s quantity %s to %s", (unitType, quantity, expected) => {
    expect(normalizeQuantity(unitType, quantity)).toBe(expected);
  });

  it("removes a line and clears the cart", () => {
    const cart = addToCart(addToCart([], service("a")), service("b"));
    expect(removeFromCart(cart, "a").map((item) => item.id)).toEqual(["b"]);
    expect(cartReducer(cart, { type: "remove", id: "b" }).map((item) => item.id)).toEqual(["a"]);
    expect(cartReducer(cart, { type: "clear" })).toEqual([]);
    expect(
      cartReducer(cart, { type: "setQuantity", id: "a", quantity: 0 }).map((item) => item.id),
    ).toEqual(["b"]);
  });

  it("prices the cart to the cent with the service-call fee and tax", () => {
    let cart = addToCart([], service("a"));
    cart = addToCart(cart, service("a"));
    cart = addToCart(
      cart,
      service("sq", {
        unitType: "per_sq_foot",
        basePrice: "1.25",
        estimatedTime: 1,
        laborRate: { rate: "60.00" },
        unitPrice: "2.25", // 1.25 + 1 minute at 60.00/h, as the server sends it
        serviceFee: { name: "Materials", type: "percentage", amount: "10.00" },
      }),
    );
    cart = setCartQuantity(cart, "sq", 200);
    const totals = priceCart(cart, { serviceCallFee: "49.00", taxRate: "8.250" });
    expect(totals).toMatchObject({
      serviceCallFeeCents: 4900,
      subtotalCents: 69400,
      taxCents: 5726,
      totalCents: 75126,
      totalMinutes: 290,
    });
    expect(priceCart([], { serviceCallFee: "49.00", taxRate: "8.250" }).totalCents).toBe(0);
  });
});
