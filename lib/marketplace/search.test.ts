import { matchesListing, type SearchableListing } from "./search";

const plumbing: SearchableListing = {
  trade: "plumbing",
  name: "Plumbing starter price book",
  description: "Repairs and installs for homes.",
  serviceNames: ["Leak Repair", "Water Heater Installation"],
};
const roofing: SearchableListing = {
  trade: "roofing",
  name: "Roofing starter price book",
  description: null,
  serviceNames: ["Shingle Replacement"],
};

describe("matchesListing", () => {
  it.each([
    ["", null, [true, true]],
    ["  ", null, [true, true]],
    ["plumbing", null, [true, false]],
    ["HOMES", null, [true, false]],
    ["water heater", null, [true, false]],
    ["heater shingle", null, [false, false]],
    ["shingle", null, [false, true]],
    ["", "roofing", [false, true]],
    ["leak", "roofing", [false, false]],
  ] as const)("search %j in trade %s", (query, trade, expected) => {
    expect([plumbing, roofing].map((listing) => matchesListing(listing, { trade, query }))).toEqual(
      expected,
    );
  });
});
