import { costBreakdown, effectiveMarkup } from "@/lib/pricing";
import { DEMO_LABOR_RATES, DEMO_SERVICES } from "./demo-price-book";

// docs/pricing.md M7: materials and markup move no existing price. Every service of the seeded
// demo price book, as the migration leaves it (no materials, its own markup null, the
// company's default 0), prices exactly as rule 1 did before them.

/** Rule 1 as it stood: base + rate × hours per unit, half-up to the cent, in integers. */
function ruleOneCents(basePrice: string, unitType: string, minutes: number, rate?: string) {
  const cents = (text: string) => Math.round(Number(text) * 100);
  if (!rate) return cents(basePrice);
  const rateCents = cents(rate);
  if (unitType === "hourly") return cents(basePrice) + rateCents;
  return cents(basePrice) + Math.floor((rateCents * minutes * 2 + 60) / 120);
}

describe("the seeded demo price book under materials and markup", () => {
  it.each(DEMO_SERVICES.map((service) => [service.name, service] as const))(
    "%s keeps its customer price",
    (_name, service) => {
      const rate = DEMO_LABOR_RATES.find((candidate) => candidate.key === service.labor)?.rate;
      const breakdown = costBreakdown({
        basePrice: service.basePrice,
        unitType: service.unitType,
        estimatedTime: service.estimatedTime,
        laborRate: rate ? { rate } : null,
        materials: [],
        markupPercent: effectiveMarkup(null, "0"),
      });
      const before = ruleOneCents(service.basePrice, service.unitType, service.estimatedTime, rate);
      expect(breakdown.priceCents).toBe(before);
      expect(breakdown.costCents).toBe(before);
      expect(breakdown.marginCents).toBe(0);
    },
  );

  it("covers the whole book, labor and all", () => {
    expect(DEMO_SERVICES.length).toBe(34);
    expect(DEMO_SERVICES.some((service) => service.labor)).toBe(true);
  });
});
