import { addToCart, removeFromCart, setCartQuantity } from "./builder-cart";

describe("preview cart", () => {
  it("adds a new item with quantity 1 and increments an existing one by 1, whatever the unit", () => {
    let cart = addToCart([], "a", "flat");
    expect(cart).toEqual([{ serviceId: "a", quantity: 1 }]);
    cart = addToCart(cart, "a", "flat");
    cart = addToCart(cart, "b", "hourly");
    cart = setCartQuantity(cart, "b", "hourly", 1.5);
    cart = addToCart(cart, "b", "hourly");
    expect(cart).toEqual([
      { serviceId: "a", quantity: 2 },
      { serviceId: "b", quantity: 2.5 },
    ]);
  });

  it("caps quantities at the pricing model's maximum", () => {
    const cart = addToCart([{ serviceId: "a", quantity: 100_000 }], "a", "per_sq_foot");
    expect(cart).toEqual([{ serviceId: "a", quantity: 100_000 }]);
  });

  it("sets quantities on the unit type's step, removing at 0 or less", () => {
    const cart = [{ serviceId: "a", quantity: 1 }];
    expect(setCartQuantity(cart, "a", "hourly", 2.5)).toEqual([{ serviceId: "a", quantity: 2.5 }]);
    expect(setCartQuantity(cart, "a", "flat", 2.5)).toEqual(cart);
    expect(setCartQuantity(cart, "a", "per_sq_foot", 100001)).toEqual(cart);
    expect(setCartQuantity(cart, "a", "flat", NaN)).toEqual(cart);
    expect(setCartQuantity(cart, "a", "flat", 0)).toEqual([]);
    expect(setCartQuantity(cart, "a", "flat", -3)).toEqual([]);
  });

  it("removes a line", () => {
    expect(
      removeFromCart(
        [
          { serviceId: "a", quantity: 1 },
          { serviceId: "b", quantity: 2 },
        ],
        "a",
      ),
    ).toEqual([{ serviceId: "b", quantity: 2 }]);
  });
});
