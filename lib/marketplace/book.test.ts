import { toCents } from "@/lib/pricing";
import { bookCalculatorServices } from "./book";
import { getStarterTemplate } from "./starters";

describe("bookCalculatorServices", () => {
  const book = getStarterTemplate("quotecraft-plumbing")!;
  const { services, categories } = bookCalculatorServices(book);

  it("shows the active services in the book's order, with the customer's price per unit (rule 1)", () => {
    const active = book.services.filter((service) => service.isActive);
    expect(services.map((service) => service.id)).toEqual(active.map((service) => service.key));
    for (const service of active) {
      const shown = services.find((entry) => entry.id === service.key)!;
      const rate = book.laborRates.find((entry) => entry.key === service.laborRate);
      const labor = !rate
        ? 0
        : service.unitType === "hourly"
          ? toCents(rate.rate)
          : Math.round((toCents(rate.rate) * service.estimatedTime) / 60);
      expect([service.key, toCents(shown.unitPrice)]).toEqual([
        service.key,
        toCents(service.basePrice) + labor,
      ]);
      const fee = book.fees.find((entry) => entry.key === service.fee);
      expect(shown.serviceFee).toEqual(
        fee ? { name: fee.name, type: fee.type, amount: fee.amount } : null,
      );
    }
  });

  it("lists each category of its services once, in the trades' order", () => {
    expect(categories).toContain("plumbing");
    expect(new Set(categories).size).toBe(categories.length);
  });

  it("prices a community template (no rates or fees) at its base price", () => {
    const result = bookCalculatorServices({
      id: "c1",
      version: 1,
      trade: "cleaning",
      name: "Cleaning",
      description: "",
      laborRates: [],
      fees: [],
      services: [
        {
          key: "svc-1",
          name: "Deep clean",
          description: "",
          category: "cleaning",
          unitType: "per_sq_foot",
          basePrice: "0.25",
          estimatedTime: 1,
          icon: "sparkles",
          isActive: true,
          laborRate: null,
          fee: null,
        },
      ],
    });
    expect(result.services[0]).toMatchObject({
      id: "svc-1",
      unitPrice: "0.25",
      unitLabel: "per sq ft",
      description: null,
      laborRate: null,
      serviceFee: null,
    });
    expect(result.categories).toEqual(["cleaning"]);
  });
});
