import { csvCell, parseCsv, toCsv } from "@/lib/csv/csv";
import { parseServicesCsv, servicesToCsv } from "@/lib/services/csv";
import type { ServiceDto } from "@/lib/services/types";

const rates = [{ id: "r1", name: "Electrician" }];
const fees = [{ id: "f1", name: "Permit" }];

const service = (patch: Partial<ServiceDto>): ServiceDto => ({
  id: "s1",
  companyId: "c1",
  name: "Outlet",
  description: null,
  category: "electrical",
  basePrice: "75",
  unitType: "per_item",
  estimatedTime: 45,
  icon: "plug",
  isActive: true,
  sortOrder: 1,
  laborRateId: null,
  serviceFeeId: null,
  laborRate: null,
  serviceFee: null,
  materials: [],
  markupPercent: null,
  createdAt: "",
  updatedAt: "",
  ...patch,
});

describe("csv", () => {
  it("quotes, escapes and guards formulas", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("=SUM(A1)")).toBe(`"'=SUM(A1)"`);
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
  });

  it("parses what it writes, with line numbers across quoted newlines", () => {
    const text = toCsv([
      ["a", "b"],
      ["multi\nline", "x"],
      ["y", 'q"q'],
    ]);
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["multi\nline", "x"] },
      { line: 4, cells: ["y", 'q"q'] },
    ]);
    expect(() => parseCsv('a,"b\n')).toThrow("Line 1: a quoted field is not closed.");
  });
});

describe("services csv", () => {
  it("round-trips the price book", () => {
    const csv = servicesToCsv([
      service({
        name: '=Risky, "quoted"',
        description: "Two\nlines",
        laborRate: { id: "r1", name: "Electrician", rate: "95" },
        laborRateId: "r1",
      }),
      service({
        name: "Fee'd",
        serviceFee: { id: "f1", name: "Permit", type: "fixed", amount: "125" },
        serviceFeeId: "f1",
        isActive: false,
      }),
    ]);
    const result = parseServicesCsv(csv, rates, fees);
    expect(result).toEqual({
      ok: true,
      services: [
        expect.objectContaining({
          name: '=Risky, "quoted"',
          description: "Two\nlines",
          laborRateId: "r1",
          basePrice: 75,
          unitType: "per_item",
          estimatedTime: 45,
        }),
        expect.objectContaining({ name: "Fee'd", serviceFeeId: "f1", isActive: false }),
      ],
    });
  });

  it("applies the defaults for missing optional columns", () => {
    const result = parseServicesCsv("name,category,basePrice\nSweep,Cleaning,10\n", rates, fees);
    expect(result).toEqual({
      ok: true,
      services: [
        {
          name: "Sweep",
          description: null,
          category: "cleaning",
          basePrice: 10,
          unitType: "flat",
          estimatedTime: 60,
          icon: "tool",
          isActive: true,
          laborRateId: null,
          serviceFeeId: null,
        },
      ],
    });
  });

  it("reports every bad row with its line number and imports nothing", () => {
    const csv = [
      "name,category,basePrice,estimatedTime,laborRate,isActive",
      "Good,electrical,10,30,,true",
      ",electrical,10,30,,",
      "Bad price,plumbing,ten,30,,",
      "Unknown rate,hvac,5,1.5,Wizard,maybe",
    ].join("\n");
    const result = parseServicesCsv(csv, rates, fees);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors[0]).toMatch(/^Line 3: name: Name is required\./);
    expect(result.errors[1]).toMatch(/^Line 4: basePrice: /);
    expect(result.errors[2]).toMatch(
      /^Line 5: laborRate: no labor rate named "Wizard"; isActive: use true or false; estimatedTime: /,
    );
  });

  it("rejects missing or unknown columns and empty files", () => {
    expect(parseServicesCsv("name,price\nA,1", rates, fees)).toEqual({
      ok: false,
      errors: ["Line 1: missing column(s): category, basePrice."],
    });
    expect(parseServicesCsv("name,category,basePrice,colour\n", rates, fees)).toEqual({
      ok: false,
      errors: ["Line 1: unknown column(s): colour."],
    });
    expect(parseServicesCsv("", rates, fees)).toEqual({
      ok: false,
      errors: ["The file is empty."],
    });
    expect(parseServicesCsv("name,category,basePrice\n", rates, fees)).toEqual({
      ok: false,
      errors: ["The file has no services."],
    });
  });
});
