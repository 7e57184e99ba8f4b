import { isOutsideServiceArea, normalizeArea, type ServiceAreaLike } from "./match";

const zip = (value: string): ServiceAreaLike => ({
  kind: "zip",
  normalized: normalizeArea("zip", value),
});
const city = (value: string): ServiceAreaLike => ({
  kind: "city",
  normalized: normalizeArea("city", value),
});

describe("isOutsideServiceArea", () => {
  it.each<[string, ServiceAreaLike[], string | null, boolean]>([
    ["no areas", [], "78701", false],
    ["zip listed", [zip("78701"), zip("78702")], "78702", false],
    ["zip+4 listed", [zip("78701")], "78701-1234", false],
    ["zip not listed", [zip("78701")], "10001", true],
    ["only cities", [city("Austin")], "10001", false],
    ["no zip given", [zip("78701")], null, false],
    ["malformed zip", [zip("78701")], "abc", false],
  ])("%s", (_name, areas, customerZip, expected) => {
    expect(isOutsideServiceArea(areas, customerZip)).toBe(expected);
  });

  it.each([
    ["zip", " 78701-1234 ", "78701"],
    ["city", "  San   Marcos ", "san marcos"],
  ] as const)("normalizes %s %p", (kind, value, expected) => {
    expect(normalizeArea(kind, value)).toBe(expected);
  });
});
