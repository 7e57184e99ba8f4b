/**
 * Invoice pricing, rules I1-I8 of docs/pricing.md (on top of Q1-Q7), table-driven: tax per part, the cap at the quote, deposits, balances and the acceptance example. Every
 * expected number is written out by hand (integer cents) next to the arithmetic that gives
 * it; none is recomputed by the code under test (fixtures: test/invoice-pricing.ts).
 */
import { computeQuote } from "./quote";
import {
  computeInvoice,
  depositToApply,
  type InvoicePricingLine,
  type InvoiceProblem,
} from "./invoice";
import {
  pct,
  fixed,
  QuoteFixture,
  qline,
  added,
  billing,
  priceQuote,
  contextOf,
  nextInvoice,
  series,
  Totals,
  totals,
  totalsOf,
} from "@/test/invoice-pricing";

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
