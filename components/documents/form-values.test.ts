import {
  adjustmentBody,
  changedFrom,
  decimalOrZero,
  pricedAdjustment,
  pricedLineFields,
  savedLineFields,
  taxRateBody,
} from "@/components/documents/form-values";

const line = {
  serviceId: null,
  name: "  Mulch ",
  description: " ",
  unitType: "flat" as const,
  unitPrice: "12.5",
  quantity: "2.",
  fee: { name: "Trip", type: "fixed" as const, value: "25" },
};

it("prices what is typed, anything half-typed as 0", () => {
  expect(decimalOrZero(" 3.25 ")).toBe("3.25");
  expect(decimalOrZero("3.")).toBe("0");
  expect(pricedLineFields(line)).toEqual({
    unitPrice: "12.5",
    quantity: "0",
    unitType: "flat",
    fee: { type: "fixed", value: "25" },
  });
  expect(pricedAdjustment("none", "10")).toBeNull();
  expect(pricedAdjustment("percentage", "x")).toEqual({ type: "percentage", value: "0" });
});

it("sends what is typed for the server to name, blanks as null (tax rate: 0)", () => {
  expect(savedLineFields(line)).toEqual({
    serviceId: null,
    name: "Mulch",
    description: null,
    unitType: "flat",
    unitPrice: 12.5,
    quantity: 2,
    fee: { name: "Trip", type: "fixed", value: 25 },
  });
  expect(adjustmentBody("fixed", "")).toEqual({ type: "fixed", value: Number.NaN });
  expect(taxRateBody(" ")).toBe(0);
  expect(taxRateBody("8.25")).toBe(8.25);
});

it("is dirty when the body it would save differs", () => {
  const isDirty = changedFrom((state: { title: string }) => ({ title: state.title.trim() }));
  expect(isDirty({ title: "Deck " }, { title: "Deck" })).toBe(false);
  expect(isDirty({ title: "Decks" }, { title: "Deck" })).toBe(true);
});
