/** @jest-environment node */
import {
  canonicalJson,
  fixedDecimal,
  quoteContent,
  quoteContentHash,
  type HashableQuote,
} from "./content-hash";

const base = (): HashableQuote => ({
  number: 7,
  revision: 1,
  title: "Kitchen rewiring",
  message: "Thanks for asking",
  terms: "50% upfront",
  discountType: "percentage",
  discountValue: "10",
  taxRate: "8.25",
  depositType: "percentage",
  depositValue: "25",
  expiresAt: new Date("2026-12-31T00:00:00.000Z"),
  groups: [{ id: "g1", name: "Panel", sortOrder: 0 }],
  lines: [
    {
      id: "a",
      sortOrder: 0,
      name: "Survey",
      description: null,
      unitType: "flat",
      unitPrice: "100.00",
      quantity: "1",
      feeName: null,
      feeType: null,
      feeValue: null,
      note: null,
      optional: false,
      groupId: null,
      selected: true,
    },
    {
      id: "b",
      sortOrder: 1,
      name: "Good",
      description: "100 A",
      unitType: "flat",
      unitPrice: "1000",
      quantity: "1.00",
      feeName: "Permit",
      feeType: "fixed",
      feeValue: "50",
      note: null,
      optional: false,
      groupId: "g1",
      selected: true,
    },
    {
      id: "c",
      sortOrder: 2,
      name: "Better",
      description: "200 A",
      unitType: "flat",
      unitPrice: "1500",
      quantity: "1",
      feeName: null,
      feeType: null,
      feeValue: null,
      note: null,
      optional: false,
      groupId: "g1",
      selected: false,
    },
    {
      id: "d",
      sortOrder: 3,
      name: "Surge protector",
      description: null,
      unitType: "per_item",
      unitPrice: "120.5",
      quantity: "2",
      feeName: null,
      feeType: null,
      feeValue: null,
      note: "Recommended",
      optional: true,
      groupId: null,
      selected: false,
    },
  ],
});

/** Rebuilds every object with its keys in reverse order. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .reverse()
        .map((key) => [key, reverseKeys((value as Record<string, unknown>)[key])]),
    ) as T;
  }
  return value;
}

describe("quote content hash", () => {
  it("is a SHA-256 hex digest, stable under key order, line order in the input and decimal spelling", () => {
    const hash = quoteContentHash(base());
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(quoteContentHash(reverseKeys(base()))).toBe(hash);
    const shuffled = base();
    shuffled.lines = [...shuffled.lines].reverse();
    expect(quoteContentHash(shuffled)).toBe(hash);
    const spelled = base();
    spelled.taxRate = "8.250";
    spelled.lines[0].unitPrice = "100";
    spelled.lines[0].quantity = "1.00";
    expect(quoteContentHash(spelled)).toBe(hash);
  });

  it("holds the totals of the current selection", () => {
    const content = quoteContent(base()) as { totals: Record<string, string> };
    // 100 + 1000 + 50 fee = 1150; −10% = 1035; tax 8.25% = 85.39 → 1120.39; deposit 25% = 280.10
    expect(content.totals).toEqual({
      subtotal: "1150.00",
      discount: "115.00",
      tax: "85.39",
      total: "1120.39",
      deposit: "280.10",
    });
  });

  const changes: [string, (quote: HashableQuote) => void][] = [
    ["a unit price", (q) => (q.lines[0].unitPrice = "100.01")],
    ["a quantity", (q) => (q.lines[3].quantity = "3")],
    ["a fee", (q) => (q.lines[1].feeValue = "51")],
    ["a line name", (q) => (q.lines[0].name = "Site survey")],
    ["the picked option", (q) => ((q.lines[1].selected = false), (q.lines[2].selected = true))],
    ["an optional line ticked", (q) => (q.lines[3].selected = true)],
    ["the line order", (q) => ((q.lines[0].sortOrder = 5), (q.lines[3].sortOrder = 0))],
    ["the discount", (q) => (q.discountValue = "15")],
    ["the discount type", (q) => (q.discountType = "fixed")],
    ["the tax rate", (q) => (q.taxRate = "8.3")],
    ["the deposit", (q) => (q.depositValue = "30")],
    ["the terms", (q) => (q.terms = "Paid on completion")],
    ["the expiry", (q) => (q.expiresAt = new Date("2027-01-01T00:00:00.000Z"))],
    ["the message", (q) => (q.message = null)],
    ["the revision", (q) => (q.revision = 2)],
    ["the number", (q) => (q.number = 8)],
    ["a group name", (q) => (q.groups[0].name = "Main panel")],
  ];
  it.each(changes)("changes when %s changes", (_, change) => {
    const quote = base();
    change(quote);
    expect(quoteContentHash(quote)).not.toBe(quoteContentHash(base()));
  });

  it("ignores the stored selected flag of a plain line (it is always included)", () => {
    const quote = base();
    quote.lines[0].selected = false;
    expect(quoteContentHash(quote)).toBe(quoteContentHash(base()));
  });

  it("writes canonical JSON with sorted keys and fixed decimals", () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
    expect(fixedDecimal("2", 2)).toBe("2.00");
    expect(fixedDecimal("8.25", 3)).toBe("8.250");
    expect(fixedDecimal("0.5", 2)).toBe("0.50");
    expect(fixedDecimal("-3.1", 2)).toBe("-3.10");
  });
});
