import { adjustCents, adjustMoney } from "./adjust";

describe("adjustMoney: amount × (100 + p) / 100, rounded half-up to the cent (docs/pricing.md)", () => {
  it.each([
    ["125.00", 10, "137.50"],
    ["125.00", 0, "125.00"],
    ["125.00", -20, "100.00"],
    ["125.00", 100, "250.00"],
    ["0.00", 50, "0.00"],
    // 1.75 × 1.1 = 1.925 → 1.93 (half-up at .005)
    ["1.75", 10, "1.93"],
    // 0.05 × 0.9 = 0.045 → 0.05
    ["0.05", -10, "0.05"],
    // 0.15 × 0.85 = 0.1275 → 0.13
    ["0.15", -15, "0.13"],
    // 2.15 × 1.125 = 2.41875 → 2.42
    ["2.15", 12.5, "2.42"],
    // 99.99 × 1.0333 = 103.3196... → 103.32
    ["99.99", 3.33, "103.32"],
    ["6500.00", 7.25, "6971.25"],
    ["1000000.00", 100, "2000000.00"],
  ])("%s adjusted by %s%% is %s", (amount, percent, expected) => {
    expect(adjustMoney(amount, percent)).toBe(expected);
  });

  it("is exact where binary floats are not (1.1 × 1.1 would give 1.2100000000000002)", () => {
    expect(adjustMoney("1.10", 10)).toBe("1.21");
    expect(adjustCents(110, 10)).toBe(121);
    // 0.1 + 0.2 style noise in the percent never reaches a price.
    expect(adjustMoney("100.00", 0.1 + 0.2)).toBe("100.30");
  });

  it("agrees with a straightforward decimal computation on many prices", () => {
    for (let cents = 0; cents <= 20_000; cents += 37) {
      for (const percent of [-20, -12.5, -1, 0.01, 5, 10, 33.33, 99.99]) {
        const hundredths = Math.round(percent * 100);
        const exact = cents * (10_000 + hundredths); // ten-thousandths of a cent, an integer
        const floor = Math.floor(exact / 10_000);
        const expected = exact - floor * 10_000 >= 5_000 ? floor + 1 : floor;
        expect([cents, percent, adjustCents(cents, percent)]).toEqual([cents, percent, expected]);
      }
    }
  });
});

describe("adjustMoney with rounding (offered with a ± percentage when a starter book is applied)", () => {
  it.each([
    // 137.50 exactly: to the cent as before, half-up to the dollar, to the nearest $5.
    ["125.00", 10, "cent", "137.50"],
    ["125.00", 10, "dollar", "138.00"],
    ["125.00", 10, "five", "140.00"],
    // 89 × 0.92 = 81.88 → $82 / $80
    ["89.00", -8, "dollar", "82.00"],
    ["89.00", -8, "five", "80.00"],
    // Half-up from the exact product: 95 × 1.05 = 99.75 → $100; 2.50 → $3 (half-up at .50)
    ["95.00", 5, "dollar", "100.00"],
    ["2.50", 0, "dollar", "3.00"],
    // 37.50 is halfway between $35 and $40: up.
    ["37.50", 0, "five", "40.00"],
  ] as const)("%s adjusted by %s%% to the %s is %s", (amount, percent, rounding, expected) => {
    expect(adjustMoney(amount, percent, rounding)).toBe(expected);
  });

  it("never turns a small positive price into $0: it keeps the cent rounding", () => {
    expect(adjustMoney("1.25", 10, "five")).toBe("1.38");
    expect(adjustMoney("0.40", 0, "dollar")).toBe("0.40");
    expect(adjustMoney("0.00", 10, "five")).toBe("0.00");
  });
});
