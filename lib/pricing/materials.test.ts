import {
  computeEstimate,
  costBreakdown,
  effectiveMarkup,
  marginPercent,
  materialCostCents,
  priceLine,
  unitPriceCents,
  type CostBreakdown,
  type PricingService,
} from "./index";

// docs/pricing.md M1-M7: materials and markup on top of rule 1.

const service = (overrides: Partial<PricingService> = {}): PricingService => ({
  basePrice: "100.00",
  unitType: "flat",
  estimatedTime: 60,
  ...overrides,
});
const labor = { rate: "85.00" };
const fixture = { unitCost: "12.00", quantity: "1", customerSupplies: true };

describe("materialCostCents (M2)", () => {
  it.each<[string, string, string, number]>([
    ["whole", "4.50", "2", 900],
    ["three-decimal quantity", "10.00", "0.125", 125],
    ["rounds .005 up", "4.15", "1.5", 623], // 6.225
    ["stays below .005", "0.33", "0.01", 0], // 0.0033
    ["half of a tenth of a cent is nothing", "0.50", "0.001", 0], // 0.0005
    ["one cent at exactly .005", "0.01", "0.5", 1], // 0.005 → 0.01
    ["free material", "0", "3", 0],
  ])("%s: %s × %s = %p", (_name, unitCost, quantity, cents) => {
    expect(materialCostCents({ unitCost, quantity })).toBe(cents);
  });
});

describe("costBreakdown (M3, M4)", () => {
  it.each<[string, PricingService, Partial<CostBreakdown>]>([
    [
      "no materials, no markup: rule 1 as it was",
      service({ laborRate: labor }),
      { baseCents: 10000, laborCents: 8500, costCents: 18500, markupCents: 0, priceCents: 18500 },
    ],
    [
      "zero markup keeps the cost as the price",
      service({ markupPercent: "0", materials: [{ unitCost: "5", quantity: "2" }] }),
      { materialsCents: 1000, costCents: 11000, priceCents: 11000, marginCents: 0 },
    ],
    [
      "the docs' example: labor, materials, a customer-supplied fixture, 35%",
      service({
        estimatedTime: 30,
        laborRate: labor,
        materials: [{ unitCost: "4.15", quantity: "1.5" }, fixture],
        markupPercent: "35",
      }),
      {
        laborCents: 4250,
        materialsCents: 623,
        costCents: 14873,
        markupCents: 5206, // 52.0555
        priceCents: 20079,
        marginCents: 5206,
      },
    ],
    [
      "markup rounds .005 up",
      service({ basePrice: "1.10", markupPercent: "5" }), // 0.055
      { costCents: 110, markupCents: 6, priceCents: 116 },
    ],
    [
      "markup with two decimals",
      service({ basePrice: "200", markupPercent: "12.25" }), // 24.50
      { markupCents: 2450, priceCents: 22450 },
    ],
    [
      "markup of 1,000%",
      service({ basePrice: "10", markupPercent: 1000 }),
      { markupCents: 10000, priceCents: 11000 },
    ],
    [
      "customer-supplied materials are listed but cost nothing",
      service({ materials: [fixture, { ...fixture, unitCost: "300" }], markupPercent: "50" }),
      { materialsCents: 0, costCents: 10000, priceCents: 15000 },
    ],
    [
      "hourly: one hour of labor, materials per hour",
      service({
        unitType: "hourly",
        basePrice: "40",
        estimatedTime: 15,
        laborRate: { rate: "75" },
        materials: [{ unitCost: "2.50", quantity: "3" }],
        markupPercent: "10",
      }),
      { laborCents: 7500, materialsCents: 750, costCents: 12250, markupCents: 1225 },
    ],
    [
      "per_sq_foot: materials per square foot",
      service({
        unitType: "per_sq_foot",
        basePrice: "2.35",
        estimatedTime: 1,
        laborRate: { rate: "60" },
        materials: [{ unitCost: "0.89", quantity: "1.1" }], // 0.979 → 0.98
        markupPercent: "20",
      }),
      { laborCents: 100, materialsCents: 98, costCents: 433, markupCents: 87, priceCents: 520 },
    ],
    [
      "per_item with many materials",
      service({
        unitType: "per_item",
        basePrice: "0",
        estimatedTime: 0,
        materials: Array.from({ length: 20 }, () => ({ unitCost: "0.05", quantity: "0.1" })),
      }),
      { materialsCents: 20 * 1, priceCents: 20 }, // each 0.005 → 0.01
    ],
  ])("%s", (_name, input, expected) => {
    const breakdown = costBreakdown(input);
    expect(breakdown).toMatchObject(expected);
    expect(breakdown.costCents).toBe(
      breakdown.baseCents + breakdown.laborCents + breakdown.materialsCents,
    );
    expect(breakdown.priceCents).toBe(breakdown.costCents + breakdown.markupCents);
    expect(unitPriceCents(input)).toBe(breakdown.priceCents);
  });

  it("prices lines, fees and totals from the customer price (rules 2-5)", () => {
    const item = service({
      materials: [{ unitCost: "10", quantity: "1" }],
      markupPercent: "10",
      serviceFee: { name: "Permit", type: "percentage", amount: "10" },
    });
    const line = priceLine(item, 3);
    expect(line.unitPriceCents).toBe(12100);
    expect(line.subtotalCents).toBe(36300);
    expect(line.fee?.amountCents).toBe(3630);
    expect(computeEstimate([{ item, quantity: 3 }], { taxRate: 0 }).totalCents).toBe(39930);
  });
});

describe("effectiveMarkup (M5)", () => {
  it.each<[string | null | undefined, string | null | undefined, string | number]>([
    [null, "15", "15"],
    [undefined, "15", "15"],
    ["0", "15", "0"],
    ["35", "15", "35"],
    [null, null, 0],
  ])("service %p, company %p → %p", (own, fallback, expected) => {
    expect(effectiveMarkup(own, fallback)).toBe(expected);
  });

  it("a company default reprices a service that has none of its own", () => {
    const own = service({ markupPercent: effectiveMarkup(null, "20") });
    expect(unitPriceCents(own)).toBe(12000);
  });
});

describe("marginPercent", () => {
  it.each<[number, number, string | null]>([
    [5206, 20079, "25.9"],
    [0, 10000, "0.0"],
    [5000, 15000, "33.3"],
    [1, 3, "33.3"],
    [0, 0, null],
  ])("%p of %p → %p", (marginCents, priceCents, expected) => {
    expect(marginPercent({ marginCents, priceCents })).toBe(expected);
  });
});
