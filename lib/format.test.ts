import { countOf, formatCents, formatCurrency, formatDuration } from "./format";

describe("formatCurrency", () => {
  it.each([
    [0, "$0.00"],
    [75, "$75.00"],
    [1234.5, "$1,234.50"],
    ["1800.00", "$1,800.00"],
    ["0.1", "$0.10"],
    [1000000, "$1,000,000.00"],
    [-12.5, "-$12.50"],
    [null, "$0.00"],
    [undefined, "$0.00"],
    ["not a number", "$0.00"],
  ])("formats %p as %s", (input, expected) => {
    expect(formatCurrency(input as number | string | null | undefined)).toBe(expected);
  });
});

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [1, "$0.01"],
    [123456, "$1,234.56"],
  ])("formats %p cents as %s", (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});

describe("formatCurrency and formatCents against Intl's en-US dollars", () => {
  const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  // A deterministic spread: every size of amount, exact halves, float near-halves, negatives.
  let seed = 20261128;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const amounts = [
    0.005,
    0.015,
    0.125,
    0.615,
    1.005,
    2.675,
    1e15,
    999.995,
    999999.999,
    0.1 + 0.2,
    ...Array.from({ length: 3000 }, (_, index) => {
      const magnitude = 10 ** Math.floor(next() * 13);
      const value = next() * magnitude;
      const rounded = index % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
      return index % 4 === 0 ? -rounded : rounded;
    }),
  ];

  it("shows what Intl shows for any amount (a negative that rounds to zero aside)", () => {
    for (const amount of amounts) {
      const expected = intl.format(amount).replace(/^-\$0\.00$/, "$0.00");
      expect([amount, formatCurrency(amount)]).toEqual([amount, expected]);
      expect(formatCurrency(String(amount))).toBe(expected);
    }
    expect(formatCurrency(-0.001)).toBe("$0.00");
  });

  it("shows what Intl shows for integer cents", () => {
    for (const amount of amounts) {
      const cents = Math.round(amount * 100);
      expect([cents, formatCents(cents)]).toEqual([
        cents,
        intl.format(cents / 100).replace(/^-\$0\.00$/, "$0.00"),
      ]);
      expect(formatCents(cents + 0.5)).toBe(
        intl.format((cents + 0.5) / 100).replace(/^-\$0\.00$/, "$0.00"),
      );
    }
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0m"],
    [1, "1m"],
    [45, "45m"],
    [59, "59m"],
    [60, "1h"],
    [120, "2h"],
    [135, "2h 15m"],
    [61, "1h 1m"],
    [960, "16h"],
    [-5, "0m"],
    [Number.NaN, "0m"],
    [44.6, "45m"],
  ])("formats %p minutes as %s", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe("countOf", () => {
  it.each([
    [0, "service", undefined, "0 services"],
    [1, "service", undefined, "1 service"],
    [2, "company", "companies", "2 companies"],
    [1, "company", "companies", "1 company"],
  ])("%i %s", (count, word, many, expected) => {
    expect(countOf(count, word, many)).toBe(expected);
  });
});
