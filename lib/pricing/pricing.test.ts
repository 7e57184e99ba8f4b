import {
  computeEstimate,
  isValidQuantity,
  priceLine,
  unitPriceCents,
  type PricingService,
  type UnitType,
} from "./index";
import { centsToDecimalString, multiplyCents, toCents } from "./money";

const service = (overrides: Partial<PricingService> = {}): PricingService => ({
  basePrice: "100.00",
  unitType: "flat",
  estimatedTime: 60,
  ...overrides,
});

describe("toCents", () => {
  it.each([
    ["0", 0],
    ["19.99", 1999],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    ["1000000", 100000000],
    ["0.005", 1],
    ["0.004", 0],
    ["2.675", 268],
    [2.675, 268],
    ["12.3", 1230],
    [".5", 50],
    ["-1.005", -101],
  ])("%p → %p cents", (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it("rejects text that is not a number", () => {
    expect(() => toCents("12abc")).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});

describe("multiplyCents and centsToDecimalString", () => {
  it.each([
    [1999, 3, 5997],
    [333, 0.5, 167],
    [1, 0.5, 1],
    [101, 1.5, 152],
    [250, 100000, 25000000],
  ])("%p × %p = %p", (cents, factor, expected) => {
    expect(multiplyCents(cents, factor)).toBe(expected);
  });
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [123456, "1234.56"],
    [-250, "-2.50"],
  ])("%p → %p", (cents, text) => expect(centsToDecimalString(cents)).toBe(text));
});

describe("unitPriceCents (rule 1)", () => {
  const labor = { rate: "85.00" };
  it.each<[string, PricingService, number]>([
    ["flat, no labor", service(), 10000],
    ["flat + 60 min labor", service({ laborRate: labor }), 18500],
    ["flat + 90 min labor", service({ estimatedTime: 90, laborRate: labor }), 22750],
    ["flat + 25 min labor rounds half-up", service({ estimatedTime: 25, laborRate: labor }), 13542],
    [
      "per_item + 30 min labor",
      service({ unitType: "per_item", estimatedTime: 30, laborRate: labor }),
      14250,
    ],
    [
      "hourly uses one hour per unit",
      service({ unitType: "hourly", estimatedTime: 15, laborRate: labor }),
      18500,
    ],
    [
      "per_sq_foot, small base",
      service({ unitType: "per_sq_foot", basePrice: "2.35", estimatedTime: 1 }),
      235,
    ],
    [
      "per_sq_foot + 1 min labor",
      service({
        unitType: "per_sq_foot",
        basePrice: "2.35",
        estimatedTime: 1,
        laborRate: { rate: "60" },
      }),
      335,
    ],
    ["zero price", service({ basePrice: 0 }), 0],
    [
      "zero price and zero time with labor",
      service({ basePrice: 0, estimatedTime: 0, laborRate: labor }),
      0,
    ],
  ])("%s", (_name, input, expected) => {
    expect(unitPriceCents(input)).toBe(expected);
  });
});

describe("priceLine (rules 2, 3, 6)", () => {
  it.each<[string, PricingService, number, number, number | null, number]>([
    ["flat × 2", service(), 2, 20000, null, 120],
    [
      "hourly × 1.5",
      service({ unitType: "hourly", basePrice: "75", estimatedTime: 60 }),
      1.5,
      11250,
      null,
      90,
    ],
    [
      "percentage fee 10%",
      service({ serviceFee: { name: "Permit", type: "percentage", amount: "10" } }),
      3,
      30000,
      3000,
      180,
    ],
    [
      "percentage fee rounds .005 up",
      service({
        basePrice: "0.05",
        serviceFee: { name: "Fuel", type: "percentage", amount: "10" },
      }),
      1,
      5,
      1,
      60,
    ],
    [
      "percentage fee 2.5% of 19.90",
      service({
        basePrice: "19.90",
        serviceFee: { name: "Card", type: "percentage", amount: "2.5" },
      }),
      1,
      1990,
      50,
      60,
    ],
    [
      "fixed fee once per line",
      service({ serviceFee: { name: "Disposal", type: "fixed", amount: "45" } }),
      4,
      40000,
      4500,
      240,
    ],
    [
      "100,000 sq ft",
      service({ unitType: "per_sq_foot", basePrice: "3.25", estimatedTime: 0 }),
      100000,
      32500000,
      null,
      0,
    ],
  ])("%s", (_name, input, quantity, subtotal, fee, minutes) => {
    const line = priceLine(input, quantity);
    expect(line.subtotalCents).toBe(subtotal);
    expect(line.fee?.amountCents ?? null).toBe(fee);
    expect(line.minutes).toBe(minutes);
  });
});

describe("computeEstimate (rules 4, 5, 7)", () => {
  it("adds the service-call fee once, then tax on the subtotal", () => {
    const result = computeEstimate(
      [
        { item: service({ basePrice: "75" }), quantity: 2 },
        {
          item: service({
            basePrice: "19.99",
            serviceFee: { name: "Trip", type: "fixed", amount: "10" },
          }),
          quantity: 1,
        },
      ],
      { serviceCallFee: "49", taxRate: "8.25" },
    );
    // 150.00 + 19.99 + 10.00 + 49.00 = 228.99; tax 8.25% = 18.891675 → 18.89
    expect(result.serviceCallFeeCents).toBe(4900);
    expect(result.subtotalCents).toBe(22899);
    expect(result.taxCents).toBe(1889);
    expect(result.totalCents).toBe(24788);
    expect(result.totalMinutes).toBe(180);
  });

  it("rounds tax half-up at .005", () => {
    // 1.10 × 5% = 0.055 → 0.06
    const result = computeEstimate([{ item: service({ basePrice: "1.10" }), quantity: 1 }], {
      taxRate: 5,
    });
    expect(result.taxCents).toBe(6);
  });

  it("charges nothing for an empty estimate, even with a call fee", () => {
    const result = computeEstimate([], { serviceCallFee: "49", taxRate: "7" });
    expect(result).toMatchObject({ subtotalCents: 0, taxCents: 0, totalCents: 0, totalMinutes: 0 });
  });

  it("sums many lines exactly where floats would drift", () => {
    const lines = Array.from({ length: 1000 }, () => ({
      item: service({ basePrice: "0.10", estimatedTime: 1 }),
      quantity: 1,
    }));
    const result = computeEstimate(lines);
    expect(result.subtotalCents).toBe(10000);
    expect(result.totalMinutes).toBe(1000);
    let floatSum = 0;
    for (let i = 0; i < 1000; i += 1) floatSum += 0.1;
    expect(floatSum).not.toBe(100); // the drift these functions avoid
  });
});

describe("isValidQuantity", () => {
  it.each<[UnitType, number, boolean]>([
    ["flat", 1, true],
    ["flat", 0, false],
    ["flat", -1, false],
    ["flat", 1.5, false],
    ["hourly", 1.5, true],
    ["hourly", 1.25, false],
    ["per_sq_foot", 100000, true],
    ["per_sq_foot", 100001, false],
    ["per_item", Number.NaN, false],
  ])("%s × %p → %p", (unitType, quantity, expected) => {
    expect(isValidQuantity(unitType, quantity)).toBe(expected);
  });
});
