/**
 * Invoice pricing, rules I1-I8 of docs/pricing.md (on top of Q1-Q7), table-driven: planning invoices of a quote (the whole, halves, a spread discount, chosen lines). Every
 * expected number is written out by hand (integer cents) next to the arithmetic that gives
 * it; none is recomputed by the code under test (fixtures: test/invoice-pricing.ts).
 */
import { computeInvoice, planFromQuote, type InvoicePlanMode } from "./invoice";
import {
  pct,
  fixed,
  QuoteFixture,
  qline,
  priceQuote,
  sum,
  contextOf,
  plannableOf,
  nextInvoice,
  series,
  Totals,
  totals,
  totalsOf,
  amountsOf,
  panelQuote,
  floorQuote,
  halfCentQuote,
} from "@/test/invoice-pricing";

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
