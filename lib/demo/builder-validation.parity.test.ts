/**
 * The demo restates the real service form's limits and messages instead of importing zod
 * into its bundle; this test holds the two equal, so a change to lib/validation shows here.
 */
import { laborRateSchema } from "@/lib/validation/labor-rate";
import {
  descriptionSchema,
  estimatedTimeSchema,
  moneySchema,
  serviceNameSchema,
} from "@/lib/validation/service";
import {
  emptyServiceForm,
  MAX_RATE_CENTS,
  validatePrice,
  validateServiceForm,
} from "./builder-validation";

function zodMessage(
  schema: {
    safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error!.issues[0].message;
}

function demoErrors(overrides: Partial<ReturnType<typeof emptyServiceForm>>) {
  const result = validateServiceForm({ ...emptyServiceForm(), name: "Valid", ...overrides }, []);
  return result.ok ? {} : result.errors;
}

describe("demo service form matches lib/validation/service.ts", () => {
  it.each([[""], ["   "], ["x".repeat(121)]])("name %p", (name) => {
    expect(demoErrors({ name }).name).toBe(zodMessage(serviceNameSchema, name));
  });

  it("description over the limit", () => {
    const description = "x".repeat(2001);
    expect(demoErrors({ description }).description).toBe(
      zodMessage(descriptionSchema, description),
    );
  });

  it.each([
    ["-1", -1],
    ["1.999", 1.999],
    ["1000000.01", 1_000_000.01],
    ["abc", Number.NaN],
  ])("base price %p", (text, value) => {
    expect(demoErrors({ basePrice: text }).basePrice).toBe(
      zodMessage(moneySchema("Base price"), value),
    );
  });

  it.each([
    ["-5", -5],
    ["1.5", 1.5],
    ["100001", 100_001],
    ["soon", Number.NaN],
  ])("estimated time %p", (text, value) => {
    expect(demoErrors({ estimatedTime: text }).estimatedTime).toBe(
      zodMessage(estimatedTimeSchema, value),
    );
  });

  it.each([
    ["-1", -1],
    ["75.125", 75.125],
    ["100000.01", 100_000.01],
  ])("labor rate %p", (text, value) => {
    const demo = validatePrice(text, "Rate", MAX_RATE_CENTS);
    expect("error" in demo ? demo.error : undefined).toBe(
      zodMessage(laborRateSchema.shape.rate, value),
    );
  });

  it("accepts what the real schema accepts at the limits", () => {
    expect(
      demoErrors({ name: "x".repeat(120), basePrice: "1000000", estimatedTime: "100000" }),
    ).toEqual({});
    expect(zodMessage(moneySchema("Base price"), 1_000_000)).toBeUndefined();
    expect(zodMessage(estimatedTimeSchema, 100_000)).toBeUndefined();
  });
});
