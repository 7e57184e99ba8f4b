/**
 * Quote pricing, rules Q1-Q7 of docs/pricing.md, table-driven. Every expected number is
 * written out by hand (integer cents) next to the arithmetic that gives it; none is
 * recomputed by the code under test.
 */
import Decimal from "decimal.js";
import { priceQuote, type PriceableLine } from "@/lib/quotes/price";
import {
  computeQuote,
  invalidGroups,
  isLineIncluded,
  percentOfCents,
  type QuotePricingInput,
  type QuotePricingLine,
} from "./quote";

const line = (
  unitPriceCents: number,
  quantity: number | string,
  extra: Partial<QuotePricingLine> = {},
): QuotePricingLine => ({ unitPriceCents, quantity, ...extra });

/** An alternative of option group `groupId`. */
const alt = (groupId: string, unitPriceCents: number, selected: boolean, extra = {}) =>
  line(unitPriceCents, 1, { groupId, selected, ...extra });

/** An optional line, ticked or not. */
const opt = (unitPriceCents: number, selected: boolean, extra = {}) =>
  line(unitPriceCents, 1, { optional: true, selected, ...extra });

type Totals = {
  subtotal: number;
  discount: number;
  taxable: number;
  tax: number;
  total: number;
  deposit: number;
};

const totals = (
  subtotal: number,
  discount: number,
  taxable: number,
  tax: number,
  total: number,
  deposit: number,
): Totals => ({ subtotal, discount, taxable, tax, total, deposit });

const pct = (value: number | string) => ({ type: "percentage" as const, value });
const fixed = (value: number | string) => ({ type: "fixed" as const, value });

function totalsOf(input: QuotePricingInput): Totals {
  const result = computeQuote(input);
  return {
    subtotal: result.subtotalCents,
    discount: result.discountCents,
    taxable: result.taxableCents,
    tax: result.taxCents,
    total: result.totalCents,
    deposit: result.depositCents,
  };
}

describe("computeQuote: totals (Q3-Q6)", () => {
  it.each<[string, QuotePricingInput, Totals]>([
    // ---- zero lines
    [
      "no lines: everything 0",
      { lines: [], discount: pct(10), taxRate: "8.25", deposit: pct(25) },
      totals(0, 0, 0, 0, 0, 0),
    ],
    [
      "no lines: fixed discount and fixed deposit are capped at 0",
      { lines: [], discount: fixed("50"), taxRate: 10, deposit: fixed("100") },
      totals(0, 0, 0, 0, 0, 0),
    ],
    [
      "one plain line, no adjustments: 100.00 × 2",
      { lines: [line(10000, 2)] },
      totals(20000, 0, 20000, 0, 20000, 0),
    ],
    [
      "null adjustments and null tax rate count as none",
      { lines: [line(10000, 2)], discount: null, taxRate: null, deposit: null },
      totals(20000, 0, 20000, 0, 20000, 0),
    ],

    // ---- discounts (Q4)
    [
      // 20000 × 10% = 2000; (20000 − 2000) × 8.25% = 1485; 18000 + 1485 = 19485;
      // 19485 × 25% = 4871.25 → 4871
      "10% discount, 8.25% tax, 25% deposit",
      { lines: [line(10000, 2)], discount: pct(10), taxRate: "8.25", deposit: pct(25) },
      totals(20000, 2000, 18000, 1485, 19485, 4871),
    ],
    [
      // 20000 − 2550 = 17450; × 10% = 1745; 17450 + 1745 = 19195
      "fixed discount 25.50",
      { lines: [line(10000, 2)], discount: fixed("25.50"), taxRate: 10 },
      totals(20000, 2550, 17450, 1745, 19195, 0),
    ],
    [
      // tax on 8000, not on 10000: 800, not 1000
      "tax applies after the discount",
      { lines: [line(10000, 1)], discount: fixed(20), taxRate: 10 },
      totals(10000, 2000, 8000, 800, 8800, 0),
    ],
    [
      "fixed discount larger than the subtotal is capped at the subtotal",
      { lines: [line(12000, 1)], discount: fixed("500"), taxRate: 10, deposit: pct(25) },
      totals(12000, 12000, 0, 0, 0, 0),
    ],
    [
      "fixed discount equal to the subtotal",
      { lines: [line(12000, 1)], discount: fixed("120.00"), taxRate: 10 },
      totals(12000, 12000, 0, 0, 0, 0),
    ],
    [
      "percent discount over 100% is capped at the subtotal",
      { lines: [line(1000, 1)], discount: pct(150) },
      totals(1000, 1000, 0, 0, 0, 0),
    ],
    [
      "0% discount",
      { lines: [line(1000, 1)], discount: pct(0) },
      totals(1000, 0, 1000, 0, 1000, 0),
    ],
    [
      "negative fixed discount counts as 0",
      { lines: [line(1000, 1)], discount: fixed("-5") },
      totals(1000, 0, 1000, 0, 1000, 0),
    ],
    [
      // 1005 × 10% = 100.5 → 101 (half-up); 1005 − 101 = 904
      "percent discount rounds exactly .005 up",
      { lines: [line(1005, 1)], discount: pct(10) },
      totals(1005, 101, 904, 0, 904, 0),
    ],
    [
      // 1004 × 10% = 100.4 → 100; 1004 − 100 = 904
      "percent discount .004 rounds down",
      { lines: [line(1004, 1)], discount: pct(10) },
      totals(1004, 100, 904, 0, 904, 0),
    ],
    [
      // 999 × 12.5% = 124.875 → 125
      "percent discount with a fractional percent",
      { lines: [line(999, 1)], discount: pct("12.5") },
      totals(999, 125, 874, 0, 874, 0),
    ],
    [
      // fixed 10.005 → 1001 cents (half-up)
      "fixed discount with a half cent rounds up",
      { lines: [line(5000, 1)], discount: fixed("10.005") },
      totals(5000, 1001, 3999, 0, 3999, 0),
    ],

    // ---- tax (Q5)
    [
      // 1000 × 8.25% = 82.5 → 83
      "tax rounds exactly .005 up",
      { lines: [line(1000, 1)], taxRate: "8.25" },
      totals(1000, 0, 1000, 83, 1083, 0),
    ],
    [
      // 2010 × 50% = 1005; 1005 × 10% = 100.5 → 101; 1005 + 101 = 1106
      "tax rounds .005 up after a discount",
      { lines: [line(2010, 1)], discount: pct(50), taxRate: 10 },
      totals(2010, 1005, 1005, 101, 1106, 0),
    ],
    [
      // 1004 × 10% = 100.4 → 100
      "tax .004 rounds down",
      { lines: [line(1004, 1)], taxRate: 10 },
      totals(1004, 0, 1004, 100, 1104, 0),
    ],
    [
      // 1000 × 8.875% = 88.75 → 89
      "tax rate with three decimals",
      { lines: [line(1000, 1)], taxRate: "8.875" },
      totals(1000, 0, 1000, 89, 1089, 0),
    ],
    ["0% tax", { lines: [line(1000, 1)], taxRate: 0 }, totals(1000, 0, 1000, 0, 1000, 0)],

    // ---- deposits (Q6)
    [
      // 1001 × 50% = 500.5 → 501
      "percent deposit rounds exactly .005 up",
      { lines: [line(1001, 1)], deposit: pct(50) },
      totals(1001, 0, 1001, 0, 1001, 501),
    ],
    [
      // 1004 × 12.5% = 125.5 → 126
      "percent deposit 12.5% rounds .005 up",
      { lines: [line(1004, 1)], deposit: pct("12.5") },
      totals(1004, 0, 1004, 0, 1004, 126),
    ],
    [
      // 1003 × 12.5% = 125.375 → 125
      "percent deposit below .005 rounds down",
      { lines: [line(1003, 1)], deposit: pct("12.5") },
      totals(1003, 0, 1003, 0, 1003, 125),
    ],
    [
      // deposit is a share of the total with tax: 1083 × 100% = 1083
      "100% deposit is the whole total, tax included",
      { lines: [line(1000, 1)], taxRate: "8.25", deposit: pct(100) },
      totals(1000, 0, 1000, 83, 1083, 1083),
    ],
    [
      "fixed deposit 100",
      { lines: [line(10000, 2)], deposit: fixed("100") },
      totals(20000, 0, 20000, 0, 20000, 10000),
    ],
    [
      "fixed deposit with cents",
      { lines: [line(10000, 2)], deposit: fixed("123.45") },
      totals(20000, 0, 20000, 0, 20000, 12345),
    ],
    [
      // 500.00 > 194.85 → 19485
      "fixed deposit larger than the total is capped at the total",
      { lines: [line(10000, 2)], discount: pct(10), taxRate: "8.25", deposit: fixed("500") },
      totals(20000, 2000, 18000, 1485, 19485, 19485),
    ],
    [
      "percent deposit over 100% is capped at the total",
      { lines: [line(1000, 1)], deposit: pct(150) },
      totals(1000, 0, 1000, 0, 1000, 1000),
    ],

    // ---- option groups and optional lines (Q2, Q3)
    [
      // Good 1000.00 / Better 1500.00 (picked) / Best 2200.00 + plain 200.00
      "option group: only the picked alternative counts (better)",
      {
        lines: [
          alt("g", 100000, false),
          alt("g", 150000, true),
          alt("g", 220000, false),
          line(20000, 1),
        ],
      },
      totals(170000, 0, 170000, 0, 170000, 0),
    ],
    [
      "option group: best picked",
      {
        lines: [
          alt("g", 100000, false),
          alt("g", 150000, false),
          alt("g", 220000, true),
          line(20000, 1),
        ],
      },
      totals(240000, 0, 240000, 0, 240000, 0),
    ],
    [
      "optional line unticked does not count",
      { lines: [line(20000, 1), opt(5000, false)] },
      totals(20000, 0, 20000, 0, 20000, 0),
    ],
    [
      "optional line ticked counts",
      { lines: [line(20000, 1), opt(5000, true)] },
      totals(25000, 0, 25000, 0, 25000, 0),
    ],
    [
      "optional line without a selection flag does not count",
      { lines: [line(20000, 1), line(5000, 1, { optional: true })] },
      totals(20000, 0, 20000, 0, 20000, 0),
    ],
    [
      "a plain line's selected flag is ignored",
      { lines: [line(20000, 1, { selected: false })] },
      totals(20000, 0, 20000, 0, 20000, 0),
    ],
    [
      // 10000 + 4500 + 999 + 50000 = 65499; × 10% = 6549.9 → 6550; 58949 × 7% = 4126.43
      // → 4126; 58949 + 4126 = 63075; × 25% = 15768.75 → 15769
      "two groups, optional lines ticked and not, discount, tax, deposit",
      {
        lines: [
          alt("a", 10000, true),
          alt("a", 15000, false),
          alt("b", 3000, false),
          alt("b", 4500, true),
          opt(999, true),
          opt(1234, false),
          line(50000, 1),
        ],
        discount: pct(10),
        taxRate: 7,
        deposit: pct(25),
      },
      totals(65499, 6550, 58949, 4126, 63075, 15769),
    ],
    [
      "only unticked optional lines: everything 0",
      { lines: [opt(5000, false), opt(7000, false)], discount: fixed(10), deposit: fixed(10) },
      totals(0, 0, 0, 0, 0, 0),
    ],

    // ---- fees on lines (Q1)
    [
      "percentage fee on a line: 300.00 + 10%",
      { lines: [line(10000, 3, { fee: pct(10) })] },
      totals(33000, 0, 33000, 0, 33000, 0),
    ],
    [
      "fixed fee once per line, not per unit: 400.00 + 45.00",
      { lines: [line(10000, 4, { fee: fixed("45") })] },
      totals(44500, 0, 44500, 0, 44500, 0),
    ],
    [
      // 1005 × 10% = 100.5 → 101
      "percentage fee rounds .005 up",
      { lines: [line(1005, 1, { fee: pct(10) })] },
      totals(1106, 0, 1106, 0, 1106, 0),
    ],
    [
      // alternative a (with a 50.00 fee) not picked; b: 12000 + 10% = 13200
      "the fee of an alternative not picked does not count",
      {
        lines: [
          alt("g", 10000, false, { fee: fixed(50) }),
          alt("g", 12000, true, { fee: pct(10) }),
        ],
      },
      totals(13200, 0, 13200, 0, 13200, 0),
    ],
    [
      "the fee of an unticked optional line does not count",
      { lines: [line(10000, 1), opt(5000, false, { fee: fixed(20) })] },
      totals(10000, 0, 10000, 0, 10000, 0),
    ],
    [
      // 10000 + 2000 fee = 12000; × 10% = 1200; 10800 × 5% = 540; 11340
      "discount and tax apply to fees too",
      { lines: [line(10000, 1, { fee: fixed(20) })], discount: pct(10), taxRate: 5 },
      totals(12000, 1200, 10800, 540, 11340, 0),
    ],
    [
      "a zero-price line with a fixed fee",
      { lines: [line(0, 5, { fee: fixed(10) })] },
      totals(1000, 0, 1000, 0, 1000, 0),
    ],

    // ---- quantities
    ["half hours: 85.00 × 2.5", { lines: [line(8500, 2.5)] }, totals(21250, 0, 21250, 0, 21250, 0)],
    [
      // 333 × 0.5 = 166.5 → 167
      "line subtotal rounds half-up: 3.33 × 0.5",
      { lines: [line(333, 0.5)] },
      totals(167, 0, 167, 0, 167, 0),
    ],
    [
      "quantity given as a decimal string: 101.00 × 1.5",
      { lines: [line(10100, "1.5")] },
      totals(15150, 0, 15150, 0, 15150, 0),
    ],
    [
      // 235 × 100000 = 23500000; × 10% = 2350000; 21150000 × 8.25% = 1744875;
      // 21150000 + 1744875 = 22894875; × 25% = 5723718.75 → 5723719
      "100,000 sq ft at 2.35",
      { lines: [line(235, 100000)], discount: pct(10), taxRate: "8.25", deposit: pct(25) },
      totals(23500000, 2350000, 21150000, 1744875, 22894875, 5723719),
    ],
    [
      // 999999999 × 1000 = 999999999000; × 8.25% = 82499999917.5 → 82499999918;
      // 999999999000 + 82499999918 = 1082499998918; × 25% = 270624999729.5 → 270624999730
      "large amounts stay exact: 9,999,999.99 × 1000",
      { lines: [line(999999999, 1000)], taxRate: "8.25", deposit: pct(25) },
      totals(999999999000, 0, 999999999000, 82499999918, 1082499998918, 270624999730),
    ],
  ])("%s", (_name, input, expected) => {
    expect(totalsOf(input)).toEqual(expected);
  });
});

describe("computeQuote: lines (Q1, Q2)", () => {
  it("prices every line, included or not, and marks what counts", () => {
    const result = computeQuote({
      lines: [
        line(10000, 3, { fee: pct(10), minutesPerUnit: 30 }),
        alt("g", 100000, false, { minutesPerUnit: 90 }),
        alt("g", 150000, true, { fee: fixed("12.50"), minutesPerUnit: 120 }),
        opt(2499, false, { minutesPerUnit: 15 }),
        opt(999, true, { minutesPerUnit: 10 }),
      ],
    });
    expect(
      result.lines.map(({ subtotalCents, feeCents, totalCents, included, minutes }) => ({
        subtotalCents,
        feeCents,
        totalCents,
        included,
        minutes,
      })),
    ).toEqual([
      { subtotalCents: 30000, feeCents: 3000, totalCents: 33000, included: true, minutes: 90 },
      { subtotalCents: 100000, feeCents: 0, totalCents: 100000, included: false, minutes: 90 },
      { subtotalCents: 150000, feeCents: 1250, totalCents: 151250, included: true, minutes: 120 },
      { subtotalCents: 2499, feeCents: 0, totalCents: 2499, included: false, minutes: 15 },
      { subtotalCents: 999, feeCents: 0, totalCents: 999, included: true, minutes: 10 },
    ]);
    // 33000 + 151250 + 999
    expect(result.subtotalCents).toBe(185249);
    // 90 + 120 + 10: only the included lines' time
    expect(result.totalMinutes).toBe(220);
  });

  it("keeps each input line object on its priced line, in order", () => {
    const input = [line(100, 1), line(200, 1)];
    const result = computeQuote({ lines: input });
    expect(result.lines[0].line).toBe(input[0]);
    expect(result.lines[1].line).toBe(input[1]);
  });
});

describe("isLineIncluded (Q2)", () => {
  it.each<[string, Pick<QuotePricingLine, "optional" | "groupId" | "selected">, boolean]>([
    ["plain", {}, true],
    ["plain, selected false", { selected: false }, true],
    ["plain, optional false, groupId null", { optional: false, groupId: null }, true],
    ["optional ticked", { optional: true, selected: true }, true],
    ["optional unticked", { optional: true, selected: false }, false],
    ["optional, no flag", { optional: true }, false],
    ["alternative picked", { groupId: "g", selected: true }, true],
    ["alternative not picked", { groupId: "g", selected: false }, false],
    ["alternative, no flag", { groupId: "g" }, false],
  ])("%s", (_name, input, expected) => {
    expect(isLineIncluded(input)).toBe(expected);
  });
});

describe("percentOfCents", () => {
  it.each<[number, number | string, number]>([
    [1000, 10, 100],
    [1005, 10, 101], // 100.5
    [1004, 10, 100], // 100.4
    [1000, "8.25", 83], // 82.5
    [1000, "8.875", 89], // 88.75
    [1000, "0.0001", 0], // 0.001
    [1000000, "0.0005", 5], // 5.0
    [1, 50, 1], // 0.5
    [1, 49, 0], // 0.49
    [0, 25, 0],
    [12345, 100, 12345],
  ])("%p cents × %p%% = %p", (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });
});

describe("invalidGroups (Q2: exactly one picked line per group)", () => {
  it.each<[string, Array<{ groupId?: string | null; selected?: boolean }>, string[]]>([
    ["no lines", [], []],
    ["no groups", [{}, { selected: false }, { groupId: null }], []],
    [
      "one picked per group",
      [
        { groupId: "a", selected: true },
        { groupId: "a", selected: false },
        { groupId: "b", selected: false },
        { groupId: "b", selected: true },
      ],
      [],
    ],
    [
      "none picked",
      [
        { groupId: "a", selected: false },
        { groupId: "a", selected: false },
      ],
      ["a"],
    ],
    ["no flags at all", [{ groupId: "a" }, { groupId: "a" }], ["a"]],
    [
      "two picked",
      [
        { groupId: "a", selected: true },
        { groupId: "a", selected: true },
        { groupId: "a", selected: false },
      ],
      ["a"],
    ],
    [
      "only the bad group is named",
      [
        { groupId: "a", selected: true },
        { groupId: "a", selected: false },
        { groupId: "b", selected: true },
        { groupId: "b", selected: true },
        { groupId: "c", selected: false },
        {},
      ],
      ["b", "c"],
    ],
  ])("%s", (_name, lines, expected) => {
    expect(invalidGroups(lines)).toEqual(expected);
  });
});

describe("priceQuote: Prisma rows and DTOs price the same (Q7 inputs)", () => {
  // The acceptance scenario: Good 1000.00 / Better 1500.00 (picked) / Best 2200.00, an
  // optional 249.99 (ticked), a plain 350.00, 10% discount, 8.25% tax, 25% deposit.
  // 150000 + 24999 + 35000 = 209999; × 10% = 20999.9 → 21000; 188999 × 8.25% =
  // 15592.4175 → 15592; 188999 + 15592 = 204591; × 25% = 51147.75 → 51148
  const base = (unitPrice: string, extra: Partial<PriceableLine> = {}): PriceableLine => ({
    unitPrice,
    quantity: 1,
    optional: false,
    groupId: null,
    selected: false,
    ...extra,
  });
  const rows = [
    base("1000.00", { groupId: "g1", selected: false }),
    base("1500.00", { groupId: "g1", selected: true }),
    base("2200.00", { groupId: "g1", selected: false }),
    base("249.99", { optional: true, selected: true }),
    base("350.00"),
  ];
  const expected = totals(209999, 21000, 188999, 15592, 204591, 51148);
  const totalsOfPriced = (result: ReturnType<typeof priceQuote>) => ({
    subtotal: result.subtotalCents,
    discount: result.discountCents,
    taxable: result.taxableCents,
    tax: result.taxCents,
    total: result.totalCents,
    deposit: result.depositCents,
  });

  it("Prisma columns (Decimal values, type/value pairs)", () => {
    const prismaRows = rows.map((row) => ({
      ...row,
      unitPrice: new Decimal(row.unitPrice.toString()),
      quantity: new Decimal("1"),
      feeType: null,
      feeValue: null,
    }));
    const result = priceQuote({
      lines: prismaRows,
      discountType: "percentage",
      discountValue: new Decimal("10"),
      taxRate: new Decimal("8.25"),
      depositType: "percentage",
      depositValue: new Decimal("25"),
    });
    expect(totalsOfPriced(result)).toEqual(expected);
    expect(result.lines.map((priced) => priced.included)).toEqual([false, true, false, true, true]);
    expect(result.lines[3].line.source).toBe(prismaRows[3]);
  });

  it("DTO objects (discount/deposit objects, strings)", () => {
    const result = priceQuote({
      lines: rows,
      discount: pct("10"),
      taxRate: "8.25",
      deposit: pct("25"),
    });
    expect(totalsOfPriced(result)).toEqual(expected);
  });

  it("customer picks Good and leaves the optional line: a different, exact total", () => {
    // 100000 + 35000 = 135000; × 10% = 13500; 121500 × 8.25% = 10023.75 → 10024;
    // 121500 + 10024 = 131524; × 25% = 32881
    const result = priceQuote({
      lines: [
        { ...rows[0], selected: true },
        { ...rows[1], selected: false },
        rows[2],
        { ...rows[3], selected: false },
        rows[4],
      ],
      discount: pct(10),
      taxRate: "8.25",
      deposit: pct(25),
    });
    expect(totalsOfPriced(result)).toEqual(totals(135000, 13500, 121500, 10024, 131524, 32881));
  });

  it("line fees from Prisma columns (feeType/feeValue)", () => {
    // 200.00 × 2 = 40000 + 5% = 2000 → 42000; 100.00 + fixed 15.00 → 11500; 50.00 → 5000;
    // 42000 + 11500 + 5000 = 58500
    const result = priceQuote({
      lines: [
        { ...base("200.00"), quantity: "2", feeType: "percentage", feeValue: "5" },
        { ...base("100.00"), feeType: "fixed", feeValue: new Decimal("15.00") },
        { ...base("50.00"), feeType: null, feeValue: null },
      ],
      taxRate: "0",
    });
    expect(result.lines.map((priced) => priced.feeCents)).toEqual([2000, 1500, 0]);
    expect(result.subtotalCents).toBe(58500);
  });
});
