import { applyMarkup, previewEstimate, priceBreakdown, type PriceInputs } from "./builder-pricing";
import type { BuilderLaborRate, BuilderService } from "./builder-types";

const rates: BuilderLaborRate[] = [
  { id: "std", name: "Standard", rateCents: 7500 },
  { id: "odd", name: "Odd", rateCents: 3333 },
];

const inputs = (overrides: Partial<PriceInputs> = {}): PriceInputs => ({
  basePriceCents: 10000,
  unitType: "flat",
  estimatedTime: 90,
  laborRateId: null,
  markupPercent: 0,
  ...overrides,
});

describe("priceBreakdown", () => {
  it("is the base price when no labor rate is linked and no markup is set", () => {
    expect(priceBreakdown(inputs(), rates)).toMatchObject({
      baseCents: 10000,
      laborCents: 0,
      costCents: 10000,
      markupCents: 0,
      customerCents: 10000,
      laborRate: null,
    });
  });

  it("adds rate × hours per unit (estimatedTime / 60) for a linked labor rate", () => {
    // 90 min × $75/h = $112.50
    expect(priceBreakdown(inputs({ laborRateId: "std" }), rates)).toMatchObject({
      laborCents: 11250,
      costCents: 21250,
      customerCents: 21250,
    });
  });

  it("adds one hour of labor per unit for hourly services, whatever the time", () => {
    expect(
      priceBreakdown(inputs({ unitType: "hourly", laborRateId: "std" }), rates).customerCents,
    ).toBe(17500);
  });

  it("rounds labor half-up to the cent", () => {
    // 45 min × $33.33/h = $24.9975 → $25.00
    expect(
      priceBreakdown(inputs({ basePriceCents: 0, estimatedTime: 45, laborRateId: "odd" }), rates)
        .laborCents,
    ).toBe(2500);
  });

  it("applies the markup on top of base + labor, half-up", () => {
    // ($100 + $112.50) × 1.15 = $244.375 → $244.38
    expect(priceBreakdown(inputs({ laborRateId: "std", markupPercent: 15 }), rates)).toMatchObject({
      costCents: 21250,
      markupCents: 3188,
      customerCents: 24438,
    });
  });

  it("treats a missing labor rate as none", () => {
    expect(priceBreakdown(inputs({ laborRateId: "gone" }), rates).customerCents).toBe(10000);
  });
});

describe("applyMarkup", () => {
  it.each([
    [1999, 0, 1999],
    [1999, 10, 2199], // 21.989 → 21.99
    [1000, 12.5, 1125],
    [1, 50, 2], // 1.5¢ → 2¢
    [10000, 1000, 110000],
    [333, 33.33, 444], // 443.9889 → 444
  ])("%d¢ + %d%% = %d¢", (cents, markup, expected) => {
    expect(applyMarkup(cents, markup)).toBe(expected);
  });
});

describe("previewEstimate", () => {
  const service = (id: string, overrides: Partial<BuilderService>): BuilderService => ({
    id,
    name: id,
    description: "",
    category: "electrical",
    unitType: "flat",
    basePriceCents: 0,
    estimatedTime: 60,
    materials: [],
    laborRateId: null,
    markupPercent: 0,
    ...overrides,
  });

  it("prices lines with the marked-up unit price and sums time × quantity", () => {
    const breakdown = previewEstimate(
      [
        { service: service("a", { basePriceCents: 1999 }), quantity: 3 },
        {
          service: service("b", {
            unitType: "hourly",
            basePriceCents: 0,
            laborRateId: "std",
            markupPercent: 10,
          }),
          quantity: 2.5,
        },
        {
          service: service("c", { unitType: "per_sq_foot", basePriceCents: 325, estimatedTime: 1 }),
          quantity: 1000,
        },
      ],
      rates,
    );
    expect(breakdown.lines.map((line) => [line.unitPriceCents, line.subtotalCents])).toEqual([
      [1999, 5997],
      [8250, 20625], // $75 × 1.1 = $82.50/h × 2.5 h
      [325, 325000],
    ]);
    expect(breakdown.subtotalCents).toBe(5997 + 20625 + 325000);
    expect(breakdown.totalCents).toBe(breakdown.subtotalCents);
    expect(breakdown.totalMinutes).toBe(180 + 150 + 1000);
  });
});
