import {
  emptyServiceForm,
  parseDecimal,
  serviceToForm,
  validateServiceForm,
  type ServiceFormValues,
} from "./builder-validation";

const valid = (overrides: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  ...emptyServiceForm("plumbing"),
  name: "Drain cleaning",
  basePrice: "175",
  ...overrides,
});

describe("validateServiceForm", () => {
  it("accepts a valid form and stores money in cents", () => {
    const result = validateServiceForm(
      valid({
        name: "  Drain cleaning  ",
        description: " Kitchen sink ",
        basePrice: "19.99",
        estimatedTime: "45",
        laborRateId: "rate-1",
        markupPercent: "12.5",
        materials: [{ name: "Cable", price: "4.5" }],
      }),
      ["rate-1"],
    );
    expect(result).toEqual({
      ok: true,
      service: {
        name: "Drain cleaning",
        description: "Kitchen sink",
        category: "plumbing",
        unitType: "flat",
        basePriceCents: 1999,
        estimatedTime: 45,
        laborRateId: "rate-1",
        markupPercent: 12.5,
        materials: [{ name: "Cable", priceCents: 450 }],
      },
    });
  });

  it("uses the real form's defaults: price 0, 60 minutes, flat, no labor rate", () => {
    const result = validateServiceForm({ ...emptyServiceForm(), name: "Visit" }, []);
    expect(result).toMatchObject({
      ok: true,
      service: {
        basePriceCents: 0,
        estimatedTime: 60,
        unitType: "flat",
        laborRateId: null,
        markupPercent: 0,
      },
    });
  });

  it.each<[string, Partial<ServiceFormValues>, Record<string, string>]>([
    ["an empty name", { name: "   " }, { name: "Name is required." }],
    ["a long name", { name: "x".repeat(121) }, { name: "Name can have at most 120 characters." }],
    ["an empty price", { basePrice: "" }, { basePrice: "Base price is required." }],
    ["a non-numeric price", { basePrice: "abc" }, { basePrice: "Base price must be a number." }],
    ["a negative price", { basePrice: "-1" }, { basePrice: "Base price must be at least 0." }],
    [
      "three decimals",
      { basePrice: "1.999" },
      { basePrice: "Base price can have at most 2 decimals." },
    ],
    [
      "a huge price",
      { basePrice: "1000000.01" },
      { basePrice: "Base price must be at most 1,000,000." },
    ],
    [
      "a negative time",
      { estimatedTime: "-5" },
      { estimatedTime: "Estimated time must be at least 0." },
    ],
    [
      "a fractional time",
      { estimatedTime: "1.5" },
      { estimatedTime: "Estimated time must be whole minutes." },
    ],
    [
      "an empty time",
      { estimatedTime: "" },
      { estimatedTime: "Estimated time must be a number of minutes." },
    ],
    [
      "a negative markup",
      { markupPercent: "-10" },
      { markupPercent: "Markup must be at least 0." },
    ],
    [
      "a huge markup",
      { markupPercent: "1001" },
      { markupPercent: "Markup must be at most 1,000%." },
    ],
  ])("rejects %s", (_, overrides, errors) => {
    expect(validateServiceForm(valid(overrides), [])).toEqual({ ok: false, errors });
  });

  it("reports every invalid field at once, with material rows by index", () => {
    const result = validateServiceForm(
      valid({
        name: "",
        basePrice: "x",
        materials: [
          { name: "Pipe", price: "3" },
          { name: "", price: "-2" },
        ],
      }),
      [],
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        basePrice: "Base price must be a number.",
        materials: {
          1: { name: "Material name is required.", price: "Price must be at least 0." },
        },
      },
    });
  });

  it("accepts trailing zeros, 0 and an empty markup", () => {
    expect(
      validateServiceForm(valid({ basePrice: "12.500", markupPercent: "" }), []),
    ).toMatchObject({
      ok: true,
      service: { basePriceCents: 1250, markupPercent: 0 },
    });
    expect(validateServiceForm(valid({ basePrice: "0", estimatedTime: "0" }), [])).toMatchObject({
      ok: true,
    });
  });

  it("drops a link to an unknown labor rate", () => {
    expect(validateServiceForm(valid({ laborRateId: "ghost" }), ["rate-1"])).toMatchObject({
      ok: true,
      service: { laborRateId: null },
    });
  });

  it("round-trips a service through the form", () => {
    const result = validateServiceForm(
      valid({ basePrice: "19.9", materials: [{ name: "Tape", price: "" }] }),
      [],
    );
    if (!result.ok) throw new Error("expected a valid form");
    const again = validateServiceForm(serviceToForm({ ...result.service, id: "svc-1" }), []);
    expect(again).toEqual(result);
    expect(serviceToForm({ ...result.service, id: "svc-1" }).basePrice).toBe("19.90");
  });
});

describe("parseDecimal", () => {
  it.each([
    ["12", 2, { value: 12 }],
    [".5", 2, { value: 0.5 }],
    ["5.", 2, { value: 5 }],
    ["-0", 2, { value: 0 }],
    [".", 2, { error: "nan" }],
    ["1e3", 2, { error: "nan" }],
    ["1.2.3", 2, { error: "nan" }],
    ["-.5", 2, { error: "negative" }],
  ])("%p with %d decimals → %p", (text, decimals, expected) => {
    expect(parseDecimal(text as string, decimals as number)).toEqual(expected);
  });
});
