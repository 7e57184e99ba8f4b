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
