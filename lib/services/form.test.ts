import {
  NONE,
  distinctCategories,
  emptyServiceForm,
  filterServices,
  parseServiceForm,
  previewPrice,
} from "@/lib/services/form";

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
