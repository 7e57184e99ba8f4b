/**
 * Invoice pricing, rules I1-I8 of docs/pricing.md (on top of Q1-Q7), table-driven. Every
 * expected number is written out by hand (integer cents) next to the arithmetic that gives
 * it; none is recomputed by the code under test. The quote context of an invoice (what the
 * quote's other invoices billed) is built from those invoices the way the server sums them.
 */
import { centsToDecimalString } from "./money";
import { computeQuote, type QuoteAdjustment } from "./quote";
import {
  computeInvoice,
  depositToApply,
  planFromQuote,
  type InvoiceBreakdown,
  type InvoicePlanMode,
  type InvoicePricingLine,
  type InvoiceProblem,
  type InvoiceQuoteContext,
  type PlannableQuoteLine,
  type PlannedLine,
} from "./invoice";

const pct = (value: number | string) => ({ type: "percentage" as const, value });
const fixed = (value: number | string) => ({ type: "fixed" as const, value });
/** A fixed discount of so many cents, as an invoice stores planFromQuote's discount. */
const fixedCents = (cents: number) => fixed(centsToDecimalString(cents));

// ---------------------------------------------------------------------------------------
// Quotes and their invoices

type QuoteLineSpec = Omit<PlannableQuoteLine, "totalCents" | "billedCents">;

type QuoteFixture = {
  lines: QuoteLineSpec[];
  discount?: QuoteAdjustment;
  taxRate: number | string;
};

/** A quote line: `id` is also its name. */
const qline = (
  id: string,
  unitPriceCents: number,
  quantity: number | string,
  extra: Partial<QuoteLineSpec> = {},
): QuoteLineSpec => ({ id, name: id, unitPriceCents, quantity, ...extra });

/** A line the owner added to an invoice (it bills no quote line). */
const added = (
  unitPriceCents: number,
  quantity: number | string = 1,
  extra: Partial<InvoicePricingLine> = {},
): InvoicePricingLine => ({ unitPriceCents, quantity, quoteLineId: null, ...extra });

/** A line of an invoice that bills (part of) quote line `quoteLineId`. */
const billing = (
  quoteLineId: string,
  unitPriceCents: number,
  quantity: number | string = 1,
): InvoicePricingLine => ({ unitPriceCents, quantity, quoteLineId });

type Invoice = InvoiceBreakdown<InvoicePricingLine>;

/** The quote as the server prices it (Q1-Q5); every line is included. */
function priceQuote(quote: QuoteFixture) {
  const result = computeQuote({
    lines: quote.lines,
    discount: quote.discount,
    taxRate: quote.taxRate,
  });
  return {
    ...quote,
    result,
    lineTotals: new Map(quote.lines.map((line, i) => [line.id, result.lines[i].totalCents])),
  };
}
type PricedQuote = ReturnType<typeof priceQuote>;

/** What the quote's live invoices billed of a line. */
const billedOf = (invoices: readonly Invoice[], id: string) =>
  invoices
    .flatMap((invoice) => invoice.lines)
    .filter((priced) => priced.line.quoteLineId === id)
    .reduce((sum, priced) => sum + priced.totalCents, 0);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The context of a new invoice of the quote, its other live invoices being `invoices`. */
function contextOf(quote: PricedQuote, invoices: readonly Invoice[] = []): InvoiceQuoteContext {
  return {
    subtotalCents: quote.result.subtotalCents,
    discountCents: quote.result.discountCents,
    taxCents: quote.result.taxCents,
    totalCents: quote.result.totalCents,
    taxRate: quote.taxRate,
    lines: quote.lines.map((line) => ({
      id: line.id,
      totalCents: quote.lineTotals.get(line.id)!,
      billedCents: billedOf(invoices, line.id),
    })),
    otherQuotedCents: sum(invoices.map((invoice) => invoice.quotedCents)),
    otherQuotedTaxCents: sum(invoices.map((invoice) => invoice.quotedTaxCents)),
    // The discount that came off the quote's part of each (I3).
    otherDiscountCents: sum(
      invoices.map((invoice) => Math.min(invoice.discountCents, invoice.quotedSubtotalCents)),
    ),
  };
}

function plannableOf(quote: PricedQuote, invoices: readonly Invoice[] = []): PlannableQuoteLine[] {
  return quote.lines.map((line) => ({
    ...line,
    totalCents: quote.lineTotals.get(line.id)!,
    billedCents: billedOf(invoices, line.id),
  }));
}

/** Plans the next invoice of the quote and prices it, at the quote's tax rate. */
function nextInvoice(
  quote: PricedQuote,
  invoices: readonly Invoice[],
  mode: InvoicePlanMode,
  options: { depositAppliedCents?: number; paidCents?: number } = {},
) {
  const context = contextOf(quote, invoices);
  const plan = planFromQuote(context, plannableOf(quote, invoices), mode);
  const invoice: Invoice = computeInvoice<InvoicePricingLine>({
    lines: plan.lines,
    discount: fixedCents(plan.discountCents),
    taxRate: quote.taxRate,
    quote: context,
    ...options,
  });
  return { plan, invoice };
}

/** Plans and prices the invoices of a quote one after the other. */
function series(quote: PricedQuote, modes: InvoicePlanMode[]) {
  const invoices: Invoice[] = [];
  const plans: Array<{ lines: PlannedLine[]; discountCents: number }> = [];
  for (const mode of modes) {
    const { plan, invoice } = nextInvoice(quote, invoices, mode);
    plans.push(plan);
    invoices.push(invoice);
  }
  return { plans, invoices };
}

type Totals = {
  subtotal: number;
  discount: number;
  taxable: number;
  tax: number;
  total: number;
  quotedTax: number;
  quoted: number;
  closes: boolean;
};

const totals = (
  subtotal: number,
  discount: number,
  taxable: number,
  tax: number,
  total: number,
  quotedTax: number,
  quoted: number,
  closes: boolean,
): Totals => ({ subtotal, discount, taxable, tax, total, quotedTax, quoted, closes });

const totalsOf = (invoice: Invoice): Totals => ({
  subtotal: invoice.subtotalCents,
  discount: invoice.discountCents,
  taxable: invoice.taxableCents,
  tax: invoice.taxCents,
  total: invoice.totalCents,
  quotedTax: invoice.quotedTaxCents,
  quoted: invoice.quotedCents,
  closes: invoice.closesQuote,
});

/** What each planned line bills (its unit price: a part of a line is one unit). */
const amountsOf = (lines: PlannedLine[]) =>
  Object.fromEntries(lines.map((line) => [line.quoteLineId, line.unitPriceCents]));

// ---------------------------------------------------------------------------------------
// Fixtures

/**
 * A: 125.00 × 3 + 10% fee = 37500 + 3750 = 41250; B: 85.00 × 2.5 h = 21250; C: 1.01.
 * Subtotal 62601; discount 10% = 6260.1 → 6260; taxable 56341; tax 8.25% = 4648.13 → 4648;
 * total 60989.
 */
const panelQuote: QuoteFixture = {
  lines: [
    qline("A", 12500, 3, {
      unitType: "per_item",
      fee: pct(10),
      feeName: "Permit",
      minutesPerUnit: 60,
      serviceId: "svc-panel",
      description: "200 A panel",
    }),
    qline("B", 8500, "2.5", { unitType: "hourly", minutesPerUnit: 60, serviceId: "svc-labor" }),
    qline("C", 101, 1, { unitType: "flat" }),
  ],
  discount: pct(10),
  taxRate: "8.25",
};

/**
 * A: 149.99 × 2 + fixed fee 12.50 = 29998 + 1250 = 31248; B: 2.35 × 1250 sq ft = 293750
 * + 3.5% fee 10281.25 → 10281 = 304031. Subtotal 335279; fixed discount 25.50; taxable
 * 332729; tax 7% = 23291.03 → 23291; total 356020.
 */
const floorQuote: QuoteFixture = {
  lines: [
    qline("A", 14999, 2, { unitType: "per_item", fee: fixed("12.50"), feeName: "Disposal" }),
    qline("B", 235, 1250, { unitType: "per_sq_foot", fee: pct("3.5") }),
  ],
  discount: fixed("25.50"),
  taxRate: 7,
};

/** 10.05; discount 10% = 100.5 → 101; taxable 904; tax 10% = 90.4 → 90; total 994. */
const halfCentQuote: QuoteFixture = {
  lines: [qline("A", 1005, 1)],
  discount: pct(10),
  taxRate: 10,
};

// ---------------------------------------------------------------------------------------

describe("the whole quote (I4): the rest of an unbilled quote", () => {
  it.each<[string, QuoteFixture, number, Totals]>([
    [
      "percentage fee, percentage discount, 8.25% tax",
      panelQuote,
      60989,
      totals(62601, 6260, 56341, 4648, 60989, 4648, 60989, true),
    ],
    [
      "fixed and percentage fees, fixed discount, 7% tax",
      floorQuote,
      356020,
      totals(335279, 2550, 332729, 23291, 356020, 23291, 356020, true),
    ],
    [
      "discount and tax rounding at .005",
      halfCentQuote,
      994,
      totals(1005, 101, 904, 90, 994, 90, 994, true),
    ],
    [
      "no discount, no tax: 3,965.30",
      { lines: [qline("A", 396530, 1)], taxRate: 0 },
      396530,
      totals(396530, 0, 396530, 0, 396530, 0, 396530, true),
    ],
  ])("%s", (_name, fixture, quoteTotal, expected) => {
    const quote = priceQuote(fixture);
    expect(quote.result.totalCents).toBe(quoteTotal);
    const { plan, invoice } = nextInvoice(quote, [], { kind: "rest" });
    // Every line copied as it is: unit price, quantity, unit type, fee.
    expect(plan.lines).toHaveLength(fixture.lines.length);
    plan.lines.forEach((planned, i) => {
      const line = fixture.lines[i];
      expect(planned).toMatchObject({
        quoteLineId: line.id,
        name: line.name,
        unitType: line.unitType ?? "flat",
        unitPriceCents: line.unitPriceCents,
        quantity: String(line.quantity),
        fee: line.fee ?? null,
      });
    });
    // The quote's whole discount.
    expect(plan.discountCents).toBe(quote.result.discountCents);
    expect(totalsOf(invoice)).toEqual(expected);
    // To the cent the quote's total (I4).
    expect(invoice.totalCents).toBe(quote.result.totalCents);
    expect(invoice.problems).toEqual([]);
  });

  it("copies every field of a line not billed before", () => {
    const quote = priceQuote(panelQuote);
    const plan = planFromQuote(contextOf(quote), plannableOf(quote), { kind: "rest" });
    expect(plan).toEqual({
      lines: [
        {
          quoteLineId: "A",
          serviceId: "svc-panel",
          name: "A",
          description: "200 A panel",
          unitType: "per_item",
          unitPriceCents: 12500,
          quantity: "3",
          fee: pct(10),
          feeName: "Permit",
          minutesPerUnit: 60,
        },
        {
          quoteLineId: "B",
          serviceId: "svc-labor",
          name: "B",
          description: null,
          unitType: "hourly",
          unitPriceCents: 8500,
          quantity: "2.5",
          fee: null,
          feeName: null,
          minutesPerUnit: 60,
        },
        {
          quoteLineId: "C",
          serviceId: null,
          name: "C",
          description: null,
          unitType: "flat",
          unitPriceCents: 101,
          quantity: "1",
          fee: null,
          feeName: null,
          minutesPerUnit: 0,
        },
      ],
      discountCents: 6260,
    });
  });

  it("a 100% progress invoice of an unbilled quote is the whole quote too", () => {
    const quote = priceQuote(panelQuote);
    const { plan, invoice } = nextInvoice(quote, [], { kind: "percent", percent: 100 });
    expect(plan.lines.map((line) => [line.name, line.quantity, line.unitPriceCents])).toEqual([
      ["A", "3", 12500],
      ["B", "2.5", 8500],
      ["C", "1", 101],
    ]);
    expect(totalsOf(invoice)).toEqual(totals(62601, 6260, 56341, 4648, 60989, 4648, 60989, true));
  });
});

describe("50 % + 50 % of lines with odd cents (I5, I6)", () => {
  type Step = { amounts: Record<string, number>; discount: number; totals: Totals };
  it.each<[string, QuoteFixture, number, Step, Step]>([
    [
      // Quote: 101 + 396531 + 103 = 396735; tax 8.25% = 32730.6375 → 32731; total 429466.
      // 1st: 50.5 → 51, 198265.5 → 198266, 51.5 → 52 = 198369; tax 16365.4425 → 16365.
      // 2nd: capped at what is left: 50, 198265, 51 = 198366; it closes the quote, so its
      // tax is 32731 − 16365 = 16366 (recomputed, 198366 × 8.25% = 16365.195 → 16365, the
      // invoices would add up to 429465, a cent short).
      "1.01, 3,965.31 and 1.03 at 8.25%",
      {
        lines: [qline("A", 101, 1), qline("B", 396531, 1), qline("C", 103, 1)],
        taxRate: "8.25",
      },
      429466,
      {
        amounts: { A: 51, B: 198266, C: 52 },
        discount: 0,
        totals: totals(198369, 0, 198369, 16365, 214734, 16365, 214734, false),
      },
      {
        amounts: { A: 50, B: 198265, C: 51 },
        discount: 0,
        totals: totals(198366, 0, 198366, 16366, 214732, 16366, 214732, true),
      },
    ],
    [
      // Quote: 101 + 396531 + 101 = 396733; discount 10% = 39673.3 → 39673; taxable 357060;
      // tax 8.25% = 29457.45 → 29457; total 386517.
      // 1st: 51 + 198266 + 51 = 198368; discount 39673 × 198368 / 396733 = 19836.75 → 19837;
      // taxable 178531; tax 14728.8075 → 14729.
      // 2nd: 50 + 198265 + 50 = 198365; the rest of the discount 39673 − 19837 = 19836;
      // taxable 178529; tax the rest 29457 − 14729 = 14728 (recomputed: 14728.64 → 14729).
      "1.01, 3,965.31 and 1.01 with a 10% discount at 8.25%",
      {
        lines: [qline("A", 101, 1), qline("B", 396531, 1), qline("C", 101, 1)],
        discount: pct(10),
        taxRate: "8.25",
      },
      386517,
      {
        amounts: { A: 51, B: 198266, C: 51 },
        discount: 19837,
        totals: totals(198368, 19837, 178531, 14729, 193260, 14729, 193260, false),
      },
      {
        amounts: { A: 50, B: 198265, C: 50 },
        discount: 19836,
        totals: totals(198365, 19836, 178529, 14728, 193257, 14728, 193257, true),
      },
    ],
    [
      // Quote: 101 + 396531 = 396632; tax 8.25% = 32722.14 → 32722; total 429354.
      // 1st: 51 + 198266 = 198317; tax 16361.1525 → 16361. 2nd: 50 + 198265 = 198315;
      // tax 32722 − 16361 = 16361.
      "1.01 and 3,965.31 at 8.25%",
      { lines: [qline("A", 101, 1), qline("B", 396531, 1)], taxRate: "8.25" },
      429354,
      {
        amounts: { A: 51, B: 198266 },
        discount: 0,
        totals: totals(198317, 0, 198317, 16361, 214678, 16361, 214678, false),
      },
      {
        amounts: { A: 50, B: 198265 },
        discount: 0,
        totals: totals(198315, 0, 198315, 16361, 214676, 16361, 214676, true),
      },
    ],
  ])("%s", (_name, fixture, quoteTotal, first, second) => {
    const quote = priceQuote(fixture);
    expect(quote.result.totalCents).toBe(quoteTotal);
    const half: InvoicePlanMode = { kind: "percent", percent: 50 };
    const { plans, invoices } = series(quote, [half, half]);

    expect(amountsOf(plans[0].lines)).toEqual(first.amounts);
    expect(plans[0].discountCents).toBe(first.discount);
    expect(totalsOf(invoices[0])).toEqual(first.totals);
    expect(amountsOf(plans[1].lines)).toEqual(second.amounts);
    expect(plans[1].discountCents).toBe(second.discount);
    expect(totalsOf(invoices[1])).toEqual(second.totals);

    // A part of a line is one flat unit at the amount, named with the percent, no fee.
    for (const plan of plans)
      for (const line of plan.lines)
        expect(line).toMatchObject({
          name: `${line.quoteLineId} (50%)`,
          unitType: "flat",
          quantity: "1",
          fee: null,
          feeName: null,
          minutesPerUnit: 0,
        });
    expect(invoices.map((invoice) => invoice.problems)).toEqual([[], []]);
    // I6: together exactly the quote, tax included.
    expect(invoices[0].totalCents + invoices[1].totalCents).toBe(quoteTotal);
    expect(invoices[0].taxCents + invoices[1].taxCents).toBe(quote.result.taxCents);
  });

  it.each<[string, number | string, number, boolean]>([
    // the rest of the tax: 32722 − 16361 = 16361
    ["8.25 as a number", 8.25, 16361, true],
    ["8.250 as a string", "8.250", 16361, true],
    // not the quote's rate: recomputed, 198315 × 9% = 17848.35 → 17848; no closing
    ["9%: not the quote's rate", 9, 17848, false],
  ])("the second at %s", (_name, taxRate, tax, closes) => {
    const quote = priceQuote({
      lines: [qline("A", 101, 1), qline("B", 396531, 1)],
      taxRate: "8.25",
    });
    const half: InvoicePlanMode = { kind: "percent", percent: 50 };
    const { invoices } = series(quote, [half]);
    const context = contextOf(quote, invoices);
    const plan = planFromQuote(context, plannableOf(quote, invoices), half);
    const second = computeInvoice({ lines: plan.lines, taxRate, quote: context });
    expect([second.taxCents, second.closesQuote]).toEqual([tax, closes]);
  });

  it("a third 50% invoice bills nothing and the lines are fully billed", () => {
    const quote = priceQuote({
      lines: [qline("A", 101, 1), qline("B", 396531, 1)],
      taxRate: "8.25",
    });
    const half: InvoicePlanMode = { kind: "percent", percent: 50 };
    const { plans } = series(quote, [half, half, half]);
    expect(plans[2]).toEqual({ lines: [], discountCents: 0 });
  });
});

describe("a fixed discount spread over three invoices: 30 %, 30 %, the rest (I5, I6)", () => {
  // Quote: 333.33 + 1,000.01 + 20.11 = 135345; fixed discount 123.45; taxable 123000;
  // tax 8.25% = 10147.5 → 10148; total 133148.
  const fixture: QuoteFixture = {
    lines: [qline("A", 33333, 1), qline("B", 100001, 1), qline("C", 2011, 1)],
    discount: fixed("123.45"),
    taxRate: "8.25",
  };

  it.each<[string, number, Record<string, number>, number, Totals]>([
    [
      "first, 30%",
      // 9999.9 → 10000, 30000.3 → 30000, 603.3 → 603 = 40603;
      // discount 12345 × 40603 / 135345 = 3703.45 → 3703; taxable 36900; tax 3044.25 → 3044
      0,
      { A: 10000, B: 30000, C: 603 },
      3703,
      totals(40603, 3703, 36900, 3044, 39944, 3044, 39944, false),
    ],
    [
      "second, 30%",
      1,
      { A: 10000, B: 30000, C: 603 },
      3703,
      totals(40603, 3703, 36900, 3044, 39944, 3044, 39944, false),
    ],
    [
      "third, the rest",
      // 13333 + 40001 + 805 = 54139; the rest of the discount 12345 − 2 × 3703 = 4939;
      // taxable 49200; tax the rest 10148 − 2 × 3044 = 4060 (recomputed: 4059 → a cent short)
      2,
      { A: 13333, B: 40001, C: 805 },
      4939,
      totals(54139, 4939, 49200, 4060, 53260, 4060, 53260, true),
    ],
  ])("%s", (_name, index, amounts, discount, expected) => {
    const quote = priceQuote(fixture);
    expect(quote.result.totalCents).toBe(133148);
    const { plans, invoices } = series(quote, [
      { kind: "percent", percent: 30 },
      { kind: "percent", percent: 30 },
      { kind: "rest" },
    ]);
    expect(amountsOf(plans[index].lines)).toEqual(amounts);
    expect(plans[index].discountCents).toBe(discount);
    expect(totalsOf(invoices[index])).toEqual(expected);
    expect(invoices[index].problems).toEqual([]);
  });

  it("the three add up to the quote exactly: discount, tax and total", () => {
    const quote = priceQuote(fixture);
    const { invoices } = series(quote, [
      { kind: "percent", percent: 30 },
      { kind: "percent", percent: 30 },
      { kind: "rest" },
    ]);
    // 3703 + 3703 + 4939 = 12345; 3044 + 3044 + 4060 = 10148; 39944 + 39944 + 53260 = 133148
    expect(sum(invoices.map((invoice) => invoice.discountCents))).toBe(12345);
    expect(sum(invoices.map((invoice) => invoice.taxCents))).toBe(10148);
    expect(sum(invoices.map((invoice) => invoice.totalCents))).toBe(133148);
    // The rest is named as such.
    expect(
      series(quote, [{ kind: "percent", percent: 30 }, { kind: "rest" }]).plans[1].lines.map(
        (line) => line.name,
      ),
    ).toEqual(["A (balance)", "B (balance)", "C (balance)"]);
  });
});

describe("lines billed by choice (I5, {kind: 'lines'})", () => {
  // A: 200.00 × 2 h + fixed fee 25.00 = 42500; B: 75.50 × 3 = 22650; C: 19.99.
  // Subtotal 67149; discount 5% = 3357.45 → 3357; taxable 63792; tax 8.25% = 5262.84 → 5263;
  // total 69055.
  const fixture: QuoteFixture = {
    lines: [
      qline("A", 20000, 2, { unitType: "hourly", fee: fixed(25), feeName: "Trip" }),
      qline("B", 7550, 3, { unitType: "per_item" }),
      qline("C", 1999, 1),
    ],
    discount: pct(5),
    taxRate: "8.25",
  };

  it("B first, then A and C: the second closes the quote", () => {
    const quote = priceQuote(fixture);
    expect(quote.result.totalCents).toBe(69055);
    const { plans, invoices } = series(quote, [
      { kind: "lines", lineIds: ["B"] },
      { kind: "lines", lineIds: ["A", "C"] },
    ]);
    // B billed whole for the first time: copied as it is.
    expect(plans[0].lines).toEqual([
      {
        quoteLineId: "B",
        serviceId: null,
        name: "B",
        description: null,
        unitType: "per_item",
        unitPriceCents: 7550,
        quantity: "3",
        fee: null,
        feeName: null,
        minutesPerUnit: 0,
      },
    ]);
    // discount 3357 × 22650 / 67149 = 1132.35 → 1132; taxable 21518; tax 1775.235 → 1775
    expect(plans[0].discountCents).toBe(1132);
    expect(totalsOf(invoices[0])).toEqual(
      totals(22650, 1132, 21518, 1775, 23293, 1775, 23293, false),
    );
    // A and C whole: A keeps its hours and its fee.
    expect(
      plans[1].lines.map((line) => [line.name, line.unitType, line.quantity, line.fee]),
    ).toEqual([
      ["A", "hourly", "2", fixed(25)],
      ["C", "flat", "1", null],
    ]);
    // 42500 + 1999 = 44499; the rest of the discount 3357 − 1132 = 2225; taxable 42274;
    // tax the rest 5263 − 1775 = 3488
    expect(plans[1].discountCents).toBe(2225);
    expect(totalsOf(invoices[1])).toEqual(
      totals(44499, 2225, 42274, 3488, 45762, 3488, 45762, true),
    );
    // 23293 + 45762 = 69055
    expect(invoices[0].totalCents + invoices[1].totalCents).toBe(69055);
  });

  it("after 50%, the rest of A alone, then the rest", () => {
    const quote = priceQuote(fixture);
    const { plans, invoices } = series(quote, [
      { kind: "percent", percent: 50 },
      { kind: "lines", lineIds: ["A"] },
      { kind: "rest" },
    ]);
    // 50%: 21250, 11325, 999.5 → 1000 = 33575; discount 3357 × 33575 / 67149 = 1678.52
    // → 1679; taxable 31896; tax 2631.42 → 2631
    expect(totalsOf(invoices[0])).toEqual(
      totals(33575, 1679, 31896, 2631, 34527, 2631, 34527, false),
    );
    // What is left of A: one flat unit of 21250, no fee, "(balance)";
    // discount 3357 × 21250 / 67149 = 1062.36 → 1062; taxable 20188; tax 1665.51 → 1666
    expect(plans[1].lines).toEqual([
      {
        quoteLineId: "A",
        serviceId: null,
        name: "A (balance)",
        description: null,
        unitType: "flat",
        unitPriceCents: 21250,
        quantity: "1",
        fee: null,
        feeName: null,
        minutesPerUnit: 0,
      },
    ]);
    expect(totalsOf(invoices[1])).toEqual(
      totals(21250, 1062, 20188, 1666, 21854, 1666, 21854, false),
    );
    // The rest: B 11325 + C 999 = 12324 (A is billed in full and left out); discount
    // 3357 − 1679 − 1062 = 616; taxable 11708; tax 5263 − 2631 − 1666 = 966
    expect(amountsOf(plans[2].lines)).toEqual({ B: 11325, C: 999 });
    expect(totalsOf(invoices[2])).toEqual(totals(12324, 616, 11708, 966, 12674, 966, 12674, true));
    // 34527 + 21854 + 12674 = 69055
    expect(sum(invoices.map((invoice) => invoice.totalCents))).toBe(69055);
  });

  it.each<[string, string[]]>([
    ["no line chosen", []],
    ["an id that is not a line of the quote", ["Z"]],
  ])("%s: nothing billed, no discount", (_name, lineIds) => {
    const quote = priceQuote(fixture);
    const plan = planFromQuote(contextOf(quote), plannableOf(quote), { kind: "lines", lineIds });
    expect(plan).toEqual({ lines: [], discountCents: 0 });
  });
});

describe("added lines: tax on each part (I3)", () => {
  // One line of 10.00 at 8.25%: tax 82.5 → 83; total 1083.
  const single = priceQuote({ lines: [qline("X", 1000, 1)], taxRate: "8.25" });
  // X 10.00 + Y 50.00 = 6000 at 8.25%: tax 495; total 6495.
  const double = priceQuote({
    lines: [qline("X", 1000, 1), qline("Y", 5000, 1)],
    taxRate: "8.25",
  });

  it.each<[string, Parameters<typeof computeInvoice<InvoicePricingLine>>[0], Totals, number]>([
    [
      // quote's part: the rest of the quote's tax 83; added: 1000 × 8.25% = 82.5 → 83;
      // 83 + 83 = 166 (the whole, 2000 × 8.25% = 165, would be a cent less)
      "the whole quote plus an added line of the same amount",
      {
        lines: [billing("X", 1000), added(1000)],
        taxRate: "8.25",
        quote: contextOf(single),
      },
      totals(2000, 0, 2000, 166, 2166, 83, 1083, true),
      1000,
    ],
    [
      // X alone does not close the quote: its part 1000 → 83, added 1000 → 83
      "part of the quote plus an added line",
      {
        lines: [billing("X", 1000), added(1000)],
        taxRate: "8.25",
        quote: contextOf(double),
      },
      totals(2000, 0, 2000, 166, 2166, 83, 1083, false),
      1000,
    ],
    [
      // quote's part 1000 × 8.25% = 82.5 → 83; added 5.00 × 2 + 5% fee = 1050 × 8.25%
      // = 86.625 → 87; 83 + 87 = 170 (the whole, 2050 × 8.25% = 169.125 → 169)
      "added line with a fee",
      {
        lines: [billing("X", 1000), added(500, 2, { fee: pct(5) })],
        taxRate: "8.25",
        quote: contextOf(double),
      },
      totals(2050, 0, 2050, 170, 2220, 83, 1083, false),
      1000,
    ],
    [
      // The discount 15.00 comes off the quote's part first: quote's part 1000 − 1000 = 0,
      // tax 0; added part 1000 − 500 = 500, tax 41.25 → 41
      "the discount comes off the quote's part first",
      {
        lines: [billing("X", 1000), added(1000)],
        discount: fixed(15),
        taxRate: "8.25",
        quote: contextOf(double),
      },
      totals(2000, 1500, 500, 41, 541, 0, 0, false),
      1000,
    ],
    [
      // 10% of 2000 = 200 all off X: quote's part 800 → 66; added 1000 → 82.5 → 83; 149
      // (whole: 1800 × 8.25% = 148.5 → 149 too)
      "a percentage discount smaller than the quote's part",
      {
        lines: [billing("X", 1000), added(1000)],
        discount: pct(10),
        taxRate: "8.25",
        quote: contextOf(double),
      },
      totals(2000, 200, 1800, 149, 1949, 66, 866, false),
      1000,
    ],
    [
      // a line naming a line the quote does not have is an added line: 2000 → 165
      "a line of an unknown quote line counts as added",
      {
        lines: [billing("nope", 1000), added(1000)],
        taxRate: "8.25",
        quote: contextOf(double),
      },
      totals(2000, 0, 2000, 165, 2165, 0, 0, false),
      0,
    ],
  ])("%s", (_name, input, expected, quotedSubtotal) => {
    const invoice = computeInvoice(input);
    expect(totalsOf(invoice)).toEqual(expected);
    expect(invoice.quotedSubtotalCents).toBe(quotedSubtotal);
    // Added lines never count against the quote (I7).
    expect(invoice.problems).toEqual([]);
  });
});

describe("never more than the quote (I7)", () => {
  // A 100.00 + B 50.00 = 15000 at 10%: tax 1500; total 16500.
  const quote = priceQuote({
    lines: [qline("A", 10000, 1), qline("B", 5000, 1)],
    taxRate: 10,
  });
  // A first invoice that billed 60.00 of A: 6000 + tax 600 = 6600.
  const earlier = computeInvoice<InvoicePricingLine>({
    lines: [billing("A", 6000)],
    taxRate: 10,
    quote: contextOf(quote),
  });
  const after = contextOf(quote, [earlier]);

  it("the earlier invoice is as expected", () => {
    expect(totalsOf(earlier)).toEqual(totals(6000, 0, 6000, 600, 6600, 600, 6600, false));
    expect(after).toMatchObject({
      lines: [
        { id: "A", totalCents: 10000, billedCents: 6000 },
        { id: "B", totalCents: 5000, billedCents: 0 },
      ],
      otherQuotedCents: 6600,
      otherQuotedTaxCents: 600,
      otherDiscountCents: 0,
    });
  });

  it.each<[string, Parameters<typeof computeInvoice<InvoicePricingLine>>[0], InvoiceProblem[]]>([
    [
      // A: 10000 > 4000 left; quote's part 10000 + 1000 = 11000 > 16500 − 6600 = 9900
      "all of A again: past the line and past the quote",
      { lines: [billing("A", 10000)], taxRate: 10, quote: after },
      [
        { code: "line_exceeds_quote", quoteLineId: "A", remainingCents: 4000 },
        { code: "exceeds_quote", remainingCents: 9900 },
      ],
    ],
    [
      // 3000 + 3000 = 6000 > 4000 left; 6000 + 600 = 6600 ≤ 9900
      "A twice on one invoice: past the line only",
      { lines: [billing("A", 3000), billing("A", 3000)], taxRate: 10, quote: after },
      [{ code: "line_exceeds_quote", quoteLineId: "A", remainingCents: 4000 }],
    ],
    [
      // A 4000, B 5001 > 5000; 9001 + 900 = 9901 > 9900
      "one cent past B",
      { lines: [billing("A", 4000), billing("B", 5001)], taxRate: 10, quote: after },
      [
        { code: "line_exceeds_quote", quoteLineId: "B", remainingCents: 5000 },
        { code: "exceeds_quote", remainingCents: 9900 },
      ],
    ],
    [
      // exactly what is left: closes the quote; 9000 + (1500 − 600) = 9900
      "exactly what is left",
      { lines: [billing("A", 4000), billing("B", 5000)], taxRate: 10, quote: after },
      [],
    ],
    [
      "what is left, and more as added lines",
      {
        lines: [billing("A", 4000), billing("B", 5000), added(50000)],
        taxRate: 10,
        quote: after,
      },
      [],
    ],
    [
      // every line billed, but at 20%: 9000 + 1800 = 10800 > 9900
      "what is left at a higher tax rate: past the quote only",
      { lines: [billing("A", 4000), billing("B", 5000)], taxRate: 20, quote: after },
      [{ code: "exceeds_quote", remainingCents: 9900 }],
    ],
    [
      // A is billed in full elsewhere: 0 left
      "a cent of a line billed in full",
      {
        lines: [billing("A", 1)],
        taxRate: 10,
        quote: contextOf(quote, [
          computeInvoice<InvoicePricingLine>({
            lines: [billing("A", 10000)],
            taxRate: 10,
            quote: contextOf(quote),
          }),
        ]),
      },
      [{ code: "line_exceeds_quote", quoteLineId: "A", remainingCents: 0 }],
    ],
    ["no quote: nothing to exceed", { lines: [billing("A", 99999999)], taxRate: 10 }, []],
  ])("%s", (_name, input, expected) => {
    expect(computeInvoice(input).problems).toEqual(expected);
  });

  it("the rest of the lines without the rest of the discount is past the quote", () => {
    // 100.00 − fixed 10.00 = 9000, no tax; billing all of A with no discount: 10000 > 9000
    const discounted = priceQuote({
      lines: [qline("A", 10000, 1)],
      discount: fixed(10),
      taxRate: 0,
    });
    expect(discounted.result.totalCents).toBe(9000);
    const invoice = computeInvoice<InvoicePricingLine>({
      lines: [billing("A", 10000)],
      taxRate: 0,
      quote: contextOf(discounted),
    });
    expect(invoice.closesQuote).toBe(false);
    expect(invoice.problems).toEqual([{ code: "exceeds_quote", remainingCents: 9000 }]);
  });

  it("a planned invoice never exceeds: 50 %, 50 %, then the rest bills nothing", () => {
    const { invoices } = series(quote, [
      { kind: "percent", percent: 50 },
      { kind: "percent", percent: 50 },
      { kind: "rest" },
    ]);
    expect(invoices.map((invoice) => invoice.problems)).toEqual([[], [], []]);
    expect(invoices.map((invoice) => invoice.totalCents)).toEqual([8250, 8250, 0]);
  });
});

describe("depositToApply (I7)", () => {
  it.each<[string, number, number, number, number]>([
    ["all of it on the first invoice", 118959, 0, 396530, 118959],
    ["capped at the invoice's total", 118959, 0, 99133, 99133],
    ["what the other invoices did not take", 118959, 99133, 297397, 19826],
    ["all credited elsewhere: 0", 118959, 118959, 198265, 0],
    ["credited elsewhere more than paid (a refund): never negative", 50000, 60000, 10000, 0],
    ["nothing paid", 0, 0, 10000, 0],
    ["an invoice of 0", 5000, 0, 0, 0],
  ])("%s", (_name, paid, elsewhere, total, expected) => {
    expect(depositToApply(paid, elsewhere, total)).toBe(expected);
  });
});

describe("balance = total − deposit credited − payments (I8)", () => {
  // 100.00 at 8.25%: 10000 + 825 = 10825
  it.each<[string, number | undefined, number | undefined, [number, number, number]]>([
    ["nothing credited or paid", undefined, undefined, [0, 0, 10825]],
    ["a deposit credited", 2500, undefined, [2500, 0, 8325]],
    ["a deposit and a payment", 2500, 5000, [2500, 5000, 3325]],
    ["paid in full", 2500, 8325, [2500, 8325, 0]],
    ["a deposit larger than the total is capped at it", 20000, 0, [10825, 0, 0]],
    ["a negative deposit counts as 0", -100, 0, [0, 0, 10825]],
    ["payments net of a refund: 10825 − 825", 0, 10000, [0, 10000, 825]],
  ])("%s", (_name, depositAppliedCents, paidCents, [deposit, paid, balance]) => {
    const invoice = computeInvoice({
      lines: [added(10000)],
      taxRate: "8.25",
      depositAppliedCents,
      paidCents,
    });
    expect(invoice.totalCents).toBe(10825);
    expect([invoice.depositAppliedCents, invoice.paidCents, invoice.balanceCents]).toEqual([
      deposit,
      paid,
      balance,
    ]);
  });
});

describe("an invoice with no quote: tax exactly as Q5 (I3)", () => {
  it.each<[string, Parameters<typeof computeInvoice<InvoicePricingLine>>[0], Totals]>([
    [
      // 2000 × 8.25% = 165 (each line on its own would be 83 + 83 = 166)
      "two lines of 10.00 at 8.25%",
      { lines: [added(1000), added(1000)], taxRate: "8.25" },
      totals(2000, 0, 2000, 165, 2165, 0, 0, false),
    ],
    [
      // 2010 × 50% = 1005; 1005 × 10% = 100.5 → 101
      "tax rounds .005 up after a discount",
      { lines: [added(2010)], discount: pct(50), taxRate: 10 },
      totals(2010, 1005, 1005, 101, 1106, 0, 0, false),
    ],
    [
      // 100.00 × 3 + 10% = 33000; − 25.50 = 30450; × 7% = 2131.5 → 2132
      "percentage fee, fixed discount, 7%",
      { lines: [added(10000, 3, { fee: pct(10) })], discount: fixed("25.50"), taxRate: 7 },
      totals(33000, 2550, 30450, 2132, 32582, 0, 0, false),
    ],
    [
      // 333 × 0.5 = 166.5 → 167; 85.00 × 2.5 = 21250; + 12.50 fee = 22500; 22667 × 8.875%
      // = 2011.69625 → 2012
      "half units, a fixed fee, 8.875%",
      {
        lines: [added(333, 0.5), added(8500, "2.5", { fee: fixed("12.50") })],
        taxRate: "8.875",
      },
      totals(22667, 0, 22667, 2012, 24679, 0, 0, false),
    ],
    [
      "lines naming quote lines, but no quote: all added",
      { lines: [billing("A", 1000), billing("B", 1000)], taxRate: "8.25" },
      totals(2000, 0, 2000, 165, 2165, 0, 0, false),
    ],
    [
      "a fixed discount larger than the subtotal is capped at it",
      { lines: [added(1000)], discount: fixed(50), taxRate: 10 },
      totals(1000, 1000, 0, 0, 0, 0, 0, false),
    ],
    [
      "no tax rate",
      { lines: [added(1000)], taxRate: null },
      totals(1000, 0, 1000, 0, 1000, 0, 0, false),
    ],
    ["no lines", { lines: [], taxRate: "8.25" }, totals(0, 0, 0, 0, 0, 0, 0, false)],
  ])("%s", (_name, input, expected) => {
    const invoice = computeInvoice(input);
    expect(totalsOf(invoice)).toEqual(expected);
    expect(invoice.quotedSubtotalCents).toBe(0);
    expect(invoice.problems).toEqual([]);
    // The same as the quote with the same lines (Q5).
    const quote = computeQuote({
      lines: input.lines,
      discount: input.discount,
      taxRate: input.taxRate,
    });
    expect([invoice.taxCents, invoice.totalCents]).toEqual([quote.taxCents, quote.totalCents]);
  });
});

describe("acceptance: a quote of 3,965.30 with a 1,189.59 deposit paid", () => {
  it.each<[string, QuoteFixture]>([
    ["one flat line of 3,965.30, no tax", { lines: [qline("Job", 396530, 1)], taxRate: 0 }],
    [
      // 2,750.00 + 95.00 × 10 h + 5.89 fee = 275000 + 95589 = 370589; tax 7% = 25941.23
      // → 25941; total 396530
      "two lines at 7% tax",
      {
        lines: [
          qline("Install", 275000, 1),
          qline("Labor", 9500, 10, { unitType: "hourly", fee: fixed("5.89") }),
        ],
        taxRate: 7,
      },
    ],
    [
      // 3,000.00 + 10% = 330000; 125.00 × 4.5 h = 56250; 65.97 → 392847; discount 5% =
      // 19642.35 → 19642; taxable 373205; tax 6.25% = 23325.3125 → 23325; total 396530
      "a percentage fee, a percentage discount and 6.25% tax",
      {
        lines: [
          qline("Install", 300000, 1, { fee: pct(10) }),
          qline("Labor", 12500, "4.5", { unitType: "hourly" }),
          qline("Parts", 6597, 1),
        ],
        discount: pct(5),
        taxRate: "6.25",
      },
    ],
  ])("%s: the first invoice is the whole quote, the deposit credited", (_name, fixture) => {
    const quote = priceQuote(fixture);
    expect(quote.result.totalCents).toBe(396530);
    // A 30% deposit: 396530 × 30% = 118959
    expect(computeQuote({ ...fixture, deposit: pct(30) }).depositCents).toBe(118959);
    const depositPaid = 118959;

    const draft = nextInvoice(quote, [], { kind: "rest" }).invoice;
    const credit = depositToApply(depositPaid, 0, draft.totalCents);
    expect(credit).toBe(118959);
    const { invoice } = nextInvoice(quote, [], { kind: "rest" }, { depositAppliedCents: credit });
    expect({
      total: invoice.totalCents,
      depositApplied: invoice.depositAppliedCents,
      balance: invoice.balanceCents,
      closes: invoice.closesQuote,
      problems: invoice.problems,
    }).toEqual({
      total: 396530,
      depositApplied: 118959,
      // 396530 − 118959
      balance: 277571,
      closes: true,
      problems: [],
    });
  });

  it("25 % first: the deposit is credited up to that invoice's total, the rest on the next", () => {
    const quote = priceQuote({ lines: [qline("Job", 396530, 1)], taxRate: 0 });
    const depositPaid = 118959;
    // 396530 × 25% = 99132.5 → 99133
    const first = nextInvoice(quote, [], { kind: "percent", percent: 25 }).invoice;
    const firstCredit = depositToApply(depositPaid, 0, first.totalCents);
    expect([first.totalCents, firstCredit]).toEqual([99133, 99133]);
    const firstCredited = nextInvoice(
      quote,
      [],
      { kind: "percent", percent: 25 },
      { depositAppliedCents: firstCredit },
    ).invoice;
    expect(firstCredited.balanceCents).toBe(0);
    // The rest: 396530 − 99133 = 297397, credited 118959 − 99133 = 19826
    const rest = nextInvoice(quote, [firstCredited], { kind: "rest" }).invoice;
    const restCredit = depositToApply(depositPaid, firstCredit, rest.totalCents);
    expect([rest.totalCents, restCredit]).toEqual([297397, 19826]);
    const restCredited = nextInvoice(
      quote,
      [firstCredited],
      { kind: "rest" },
      { depositAppliedCents: restCredit },
    ).invoice;
    // 297397 − 19826
    expect(restCredited.balanceCents).toBe(277571);
    expect(restCredited.closesQuote).toBe(true);
  });
});
