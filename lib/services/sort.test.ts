import { moveService, sortServices } from "@/lib/services/sort";

const s = (
  id: string,
  name: string,
  category: string,
  basePrice: string,
  estimatedTime: number,
  sortOrder: number,
) => ({ id, name, category, basePrice, estimatedTime, sortOrder }) as never;
const list = [
  s("a", "Zeta", "plumbing", "10.10", 30, 2),
  s("b", "Alpha", "hvac", "10.09", 90, 3),
  s("c", "Mid", "electrical", "200", 15, 1),
];

describe("service sorting", () => {
  it.each([
    ["order", ["c", "a", "b"]],
    ["name", ["b", "c", "a"]],
    ["category", ["c", "b", "a"]],
    ["price-asc", ["b", "a", "c"]],
    ["price-desc", ["c", "a", "b"]],
    ["time", ["c", "a", "b"]],
  ] as const)("%s", (sort, ids) => {
    expect(sortServices(list, sort).map((x: { id: string }) => x.id)).toEqual(ids);
  });

  it("moves a service up or down, never past the ends", () => {
    expect(moveService(list, "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveService(list, "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveService(list, "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveService(list, "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveService(list, "zzz", 1)).toEqual(["a", "b", "c"]);
  });
});
