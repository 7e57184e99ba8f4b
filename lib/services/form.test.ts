import {
  NONE,
  distinctCategories,
  emptyServiceForm,
  filterServices,
  previewPrice,
} from "@/lib/services/form";
import { parseServiceForm } from "@/lib/services/form-parse";

describe("service form", () => {
  it("starts with the spec defaults", () => {
    expect(emptyServiceForm("plumbing")).toMatchObject({
      basePrice: "0",
      estimatedTime: "60",
      unitType: "flat",
      laborRateId: NONE,
      serviceFeeId: NONE,
      category: "plumbing",
    });
    expect(emptyServiceForm("generic").category).toBe("electrical");
  });

  it("validates with the API schema and names the fields", () => {
    const values = { ...emptyServiceForm(), name: " ", basePrice: "-1", estimatedTime: "-5" };
    const result = parseServiceForm(values);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        basePrice: "Base price must be at least 0.",
        estimatedTime: "Estimated time must be at least 0.",
      },
    });
    expect(parseServiceForm({ ...emptyServiceForm(), name: "X", basePrice: "" })).toMatchObject({
      ok: false,
      errors: { basePrice: "Base price is required." },
    });
    expect(
      parseServiceForm({ ...emptyServiceForm(), name: "X", basePrice: "1.999" }),
    ).toMatchObject({
      ok: false,
      errors: { basePrice: "Base price can have at most 2 decimals." },
    });
  });

  it("builds the body: trims, nulls the empty description and 'none' links", () => {
    const result = parseServiceForm({
      ...emptyServiceForm(),
      name: " Fan ",
      basePrice: "12.5",
      laborRateId: "r1",
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Fan",
        description: null,
        category: "electrical",
        basePrice: 12.5,
        unitType: "flat",
        estimatedTime: 60,
        icon: "tool",
        isActive: true,
        laborRateId: "r1",
        serviceFeeId: null,
        materials: [],
        markupPercent: null,
      },
    });
  });

  it("sends materials in order and a blank markup as the company default", () => {
    const result = parseServiceForm({
      ...emptyServiceForm(),
      name: "Fan",
      materials: [
        { name: " Fan box ", unitCost: "28", quantity: "1", customerSupplies: false },
        { name: "Fan", unitCost: "0", quantity: "1.5", customerSupplies: true },
      ],
      markupPercent: " ",
    });
    expect(result).toMatchObject({
      ok: true,
      payload: {
        materials: [
          { name: "Fan box", unitCost: 28, quantity: "1", customerSupplies: false },
          { name: "Fan", unitCost: 0, quantity: "1.5", customerSupplies: true },
        ],
        markupPercent: null,
      },
    });
    expect(
      parseServiceForm({ ...emptyServiceForm(), name: "Fan", markupPercent: "35" }),
    ).toMatchObject({ ok: true, payload: { markupPercent: "35" } });
  });

  it("names a material's field by its row, and a bad markup", () => {
    const result = parseServiceForm({
      ...emptyServiceForm(),
      name: "Fan",
      materials: [
        { name: "Box", unitCost: "4", quantity: "1", customerSupplies: false },
        { name: "", unitCost: "", quantity: "0", customerSupplies: false },
        { name: "Wire", unitCost: "1.999", quantity: "0.0001", customerSupplies: false },
      ],
      markupPercent: "1000.5",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        "materials.1.name": "Material name is required.",
        "materials.1.unitCost": "Unit cost is required.",
        "materials.1.quantity": "Quantity must be more than 0.",
        "materials.2.unitCost": "Unit cost can have at most 2 decimals.",
        "materials.2.quantity": "Quantity can have at most 3 decimals.",
        markupPercent: "Markup must be at most 1,000.",
      },
    });
  });

  it("prices as the customer will see it, with labor and fee", () => {
    const rates = [{ id: "r1", name: "Electrician", rate: "95.00" }];
    const fees = [{ id: "f1", name: "Permit", type: "fixed" as const, amount: "125.00" }];
    const values = {
      ...emptyServiceForm(),
      basePrice: "75",
      estimatedTime: "45",
      laborRateId: "r1",
      serviceFeeId: "f1",
    };
    expect(previewPrice(values, rates, fees)).toMatchObject({
      unitPriceCents: 14625, // 75 + 95 × 0.75
      laborCents: 7125,
      fee: { name: "Permit", amountCents: 12500 },
      totalCents: 27125,
    });
    expect(previewPrice({ ...values, unitType: "hourly" }, rates, [])?.unitPriceCents).toBe(17000);
    expect(previewPrice({ ...values, basePrice: "abc" }, rates, fees)).toBeNull();
  });

  it("shows cost, margin and price with materials and the markup that applies", () => {
    const values = {
      ...emptyServiceForm(),
      basePrice: "100",
      estimatedTime: "30",
      laborRateId: "r1",
      materials: [
        { name: "Pipe", unitCost: "4.15", quantity: "1.5", customerSupplies: false },
        { name: "Fixture", unitCost: "12", quantity: "1", customerSupplies: true },
        { name: "Half typed", unitCost: "", quantity: "1", customerSupplies: false },
      ],
    };
    const rates = [{ id: "r1", name: "Plumber", rate: "85" }];
    // docs/pricing.md's example: cost 148.73, 35% → 52.06, price 200.79
    expect(previewPrice({ ...values, markupPercent: "35" }, rates, [], "10")).toMatchObject({
      costCents: 14873,
      materialsCents: 623,
      marginCents: 5206,
      unitPriceCents: 20079,
      usesDefaultMarkup: false,
    });
    expect(previewPrice(values, rates, [], "10")).toMatchObject({
      costCents: 14873,
      markupCents: 1487, // the company's 10%
      unitPriceCents: 16360,
      usesDefaultMarkup: true,
      markupPercent: "10",
    });
    expect(previewPrice({ ...values, markupPercent: "ten" }, rates, [], "10")).toMatchObject({
      unitPriceCents: 16360,
      usesDefaultMarkup: true,
    });
  });
});

describe("filtering", () => {
  const services = [
    { name: "Outlet Installation", description: "120V duplex", category: "electrical" },
    { name: "Drain Cleaning", description: null, category: "plumbing" },
    { name: "AC Tune-Up", description: "Coils and OUTLET check", category: "hvac" },
  ];
  it("matches name or description case-insensitively, within a category", () => {
    expect(filterServices(services, "outlet", "all").map((s) => s.name)).toEqual([
      "Outlet Installation",
      "AC Tune-Up",
    ]);
    expect(filterServices(services, "OUTLET", "hvac").map((s) => s.name)).toEqual(["AC Tune-Up"]);
    expect(filterServices(services, "  ", "plumbing").map((s) => s.name)).toEqual([
      "Drain Cleaning",
    ]);
    expect(filterServices(services, "zzz", "all")).toEqual([]);
  });
  it("lists the distinct categories sorted", () => {
    expect(distinctCategories([...services, ...services])).toEqual([
      "electrical",
      "hvac",
      "plumbing",
    ]);
  });
});
