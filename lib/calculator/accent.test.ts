import { accentStyle } from "./accent";
import { initialCategory } from "./categories";

describe("accentStyle", () => {
  it.each([
    ["#1d4ed8", "#ffffff"],
    ["#facc15", "#0b0d12"],
    ["#000000", "#ffffff"],
    ["#ffffff", "#0b0d12"],
  ])("%s gets %s text", (hex, foreground) => {
    expect(accentStyle(hex)).toEqual({
      "--primary": hex,
      "--primary-foreground": foreground,
      "--ring": hex,
    });
  });
  it.each([null, undefined, "", "red", "#12345", "#1234567"])("ignores %p", (value) => {
    expect(accentStyle(value)).toBeUndefined();
  });
});

describe("initialCategory", () => {
  it.each([
    [["electrical", "plumbing"], null, "electrical"],
    [["plumbing", "hvac"], null, "plumbing"],
    [["electrical", "plumbing"], "plumbing", "plumbing"],
    [["electrical"], "roofing", "electrical"],
    [[], null, null],
  ] as const)("%j with default %s → %s", (categories, fallback, expected) => {
    expect(initialCategory(categories, fallback)).toBe(expected);
  });
});
