import { exactLine, formatDate, salesRows, type SalesDoc } from "@/lib/exports/layouts";
import { exportQuerySchema } from "@/lib/validation/export";

const options = { dates: "us" as const, accountCode: "200", taxType: "Tax on Sales" };

const doc = (patch: Partial<SalesDoc> = {}): SalesDoc => ({
  type: "quote",
  number: "Q-0007",
  status: "Approved",
  date: new Date("2026-01-05T00:00:00Z"),
  customer: "Ann",
  email: null,
  phone: null,
  address: null,
  reference: "",
  lines: [{ item: "Wall", description: "", quantity: "2.5", rateCents: 3333, amountCents: 8333 }],
  subtotalCents: 8333,
  discountCents: 0,
  taxRate: "0",
  taxCents: 0,
  totalCents: 8333,
  depositCents: 0,
  ...patch,
});

describe("accounting layouts", () => {
  it("writes days in the importer's order", () => {
    const day = new Date("2026-01-05T23:59:59Z");
    expect(formatDate(day, "us")).toBe("01/05/2026");
    expect(formatDate(day, "intl")).toBe("05/01/2026");
    expect(formatDate(day, "iso")).toBe("2026-01-05");
  });

  it("keeps a line whose quantity × rate is its amount, and folds a rounded one into 1 × amount", () => {
    const whole = {
      item: "A",
      description: "",
      quantity: "1.50",
      rateCents: 1000,
      amountCents: 1500,
    };
    expect(exactLine(whole)).toBe(whole);
    expect(exactLine({ ...whole, quantity: "2.5", rateCents: 3333, amountCents: 8333 })).toEqual({
      item: "A",
      description: "(2.5 × 33.33)",
      quantity: "1",
      rateCents: 8333,
      amountCents: 8333,
    });
  });

  it("marks untaxed documents as such for each importer", () => {
    expect(salesRows("quickbooks", doc(), options)[0]!.at(-1)).toBe("N");
    expect(salesRows("xero", doc(), options)[0]![20]).toBe("Tax Exempt");
    expect(salesRows("xero", doc({ taxCents: 1 }), options)[0]![20]).toBe("Tax on Sales");
    expect(salesRows("generic", doc(), options)[0]!.slice(12, 15)).toEqual([
      "2.5",
      "33.33",
      "83.33",
    ]);
  });

  it("defaults the options and names the field of a bad range", () => {
    expect(
      exportQuerySchema.parse({ format: "xero", from: "2026-01-01", to: "2026-01-01" }),
    ).toEqual({
      format: "xero",
      from: "2026-01-01",
      to: "2026-01-01",
      status: "approved",
      dates: "us",
      accountCode: "200",
      taxType: "Tax on Sales",
    });
    const result = exportQuerySchema.safeParse({
      format: "xero",
      from: "2026-01-01",
      to: "2027-01-02",
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([["to"]]);
  });
});
