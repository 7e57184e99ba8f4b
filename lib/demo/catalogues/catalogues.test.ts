import { DEMO_INDUSTRIES, type DemoIndustry } from "../types";
import { DEMO_CATALOGUES } from "./index";

const expected: Record<
  DemoIndustry,
  { prefix: string; count: number; examples: [string, number][] }
> = {
  electrical: {
    prefix: "e",
    count: 12,
    examples: [
      ["Outlet Installation", 75],
      ["Electrical Panel Upgrade", 1800],
      ["Generator Installation", 4500],
      ["EV Charger Installation", 850],
    ],
  },
  plumbing: {
    prefix: "p",
    count: 12,
    examples: [
      ["Toilet Installation", 350],
      ["Water Heater Installation", 950],
    ],
  },
  hvac: {
    prefix: "h",
    count: 12,
    examples: [
      ["AC Tune-Up", 125],
      ["Heat Pump Installation", 5500],
    ],
  },
  landscaping: {
    prefix: "l",
    count: 13,
    examples: [
      ["Lawn Mowing", 65],
      ["Paver Patio Installation", 1850],
    ],
  },
  cleaning: {
    prefix: "c",
    count: 12,
    examples: [
      ["Standard Home Cleaning", 145],
      ["Chimney Sweeping", 225],
    ],
  },
  painting: {
    prefix: "pt",
    count: 12,
    examples: [
      ["Interior Wall Painting", 375],
      ["Cabinet Painting", 1250],
    ],
  },
};

const all = DEMO_INDUSTRIES.flatMap((industry) => DEMO_CATALOGUES[industry]);

describe("demo catalogues", () => {
  it("has exactly the six demo industries", () => {
    expect(Object.keys(DEMO_CATALOGUES).sort()).toEqual([...DEMO_INDUSTRIES].sort());
  });

  describe.each(DEMO_INDUSTRIES)("%s", (industry) => {
    const catalogue = DEMO_CATALOGUES[industry];
    const { prefix, count, examples } = expected[industry];

    it(`has ${count} services with ids ${prefix}1-${prefix}${count} in order`, () => {
      expect(catalogue.map((service) => service.id)).toEqual(
        Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`),
      );
    });

    it.each(examples)("includes the spec's example %s at $%d", (name, price) => {
      expect(catalogue.find((service) => service.name === name)?.price).toBe(price);
    });

    it("has unique names", () => {
      expect(new Set(catalogue.map((service) => service.name)).size).toBe(catalogue.length);
    });
  });

  it("has globally unique ids", () => {
    expect(new Set(all.map((service) => service.id)).size).toBe(all.length);
    expect(all).toHaveLength(73);
  });

  it("keeps labor hours between 0.5 and 16 in half hours, using both ends of the range", () => {
    for (const service of all) {
      expect(service.labor).toBeGreaterThanOrEqual(0.5);
      expect(service.labor).toBeLessThanOrEqual(16);
      expect(Number.isInteger(service.labor * 2)).toBe(true);
    }
    const labor = all.map((service) => service.labor);
    expect(Math.min(...labor)).toBe(0.5);
    expect(Math.max(...labor)).toBe(16);
  });

  it("has realistic positive prices in whole cents and non-empty texts", () => {
    for (const service of all) {
      expect(service.price).toBeGreaterThan(0);
      // Whole cents: the price's decimal text has at most two places.
      expect(String(service.price)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(service.name.trim()).not.toBe("");
      expect(service.description.length).toBeGreaterThan(20);
      expect(service.materials.length).toBeGreaterThan(0);
    }
  });

  it("prices materials at >= 0, and every '(not included)' material at exactly 0", () => {
    const materials = all.flatMap((service) => service.materials);
    for (const material of materials) {
      expect(material.price).toBeGreaterThanOrEqual(0);
      if (material.name.includes("(not included)")) expect(material.price).toBe(0);
    }
    expect(
      materials.filter((material) => material.name.includes("(not included)")).length,
    ).toBeGreaterThan(5);
  });
});
