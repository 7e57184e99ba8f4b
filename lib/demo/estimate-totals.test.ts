import {
  computeDemoTotals,
  formatLaborHours,
  formatSelectedCount,
  lineLaborHours,
  lineTotalCents,
} from "./estimate-totals";

const line = (price: number, labor: number, quantity: number) => ({
  service: { price, labor },
  quantity,
});

describe("demo totals", () => {
  it("is zero for no lines", () => {
    expect(computeDemoTotals([])).toEqual({
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
      laborHours: 0,
    });
  });

  it("multiplies price and labor by quantity per line", () => {
    expect(lineTotalCents(line(19.99, 1, 3))).toBe(5997);
    expect(lineLaborHours(line(19.99, 0.5, 3))).toBe(1.5);
  });

  it("sums many float-unfriendly lines exactly", () => {
    const lines = Array.from({ length: 10 }, () => line(0.1, 0.1, 1));
    expect(computeDemoTotals(lines)).toEqual({
      subtotalCents: 100,
      taxCents: 7,
      totalCents: 107,
      laborHours: 1,
    });
  });

  it.each([
    [50, 4], // 3.5¢ → 4¢
    [150, 11], // 10.5¢ → 11¢
    [64, 4], // 4.48¢ → 4¢
    [1294_93, 90_65], // 9064.51¢ → 9065¢
    [99_999_99, 7_00_000], // 699999.93¢ → 700000¢
  ])("7%% of %d¢ is %d¢ (half-up)", (subtotalCents, taxCents) => {
    const totals = computeDemoTotals([line(subtotalCents / 100, 0, 1)]);
    expect(totals.taxCents).toBe(taxCents);
    expect(totals.totalCents).toBe(subtotalCents + taxCents);
  });
});

describe("formatting", () => {
  it.each([
    [0, "0 hours"],
    [0.5, "0.5 hours"],
    [1, "1 hour"],
    [10.5, "10.5 hours"],
  ])("labor %p → %p", (hours, text) => expect(formatLaborHours(hours)).toBe(text));

  it.each([
    [0, "0 services selected"],
    [1, "1 service selected"],
    [3, "3 services selected"],
  ])("%d → %p", (count, text) => expect(formatSelectedCount(count)).toBe(text));
});
