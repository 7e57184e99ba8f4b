import { classifyArea, splitAreaList, uniqueAreas } from "@/lib/service-areas/parse";
import { addServiceAreasSchema } from "@/lib/validation/service-area";

describe("classifyArea", () => {
  it.each([
    ["78701", { kind: "zip", value: "78701", normalized: "78701" }],
    [" 78701-1234 ", { kind: "zip", value: "78701", normalized: "78701" }],
    ["Austin", { kind: "city", value: "Austin", normalized: "austin" }],
    ["  san   marcos ", { kind: "city", value: "san marcos", normalized: "san marcos" }],
    ["Austin, tx", { kind: "city", value: "Austin, TX", normalized: "austin, tx" }],
    ["St. Paul", { kind: "city", value: "St. Paul", normalized: "st. paul" }],
    ["Coeur d'Alene", { kind: "city", value: "Coeur d'Alene", normalized: "coeur d'alene" }],
    ["Winston-Salem", { kind: "city", value: "Winston-Salem", normalized: "winston-salem" }],
    ["Española", { kind: "city", value: "Española", normalized: "española" }],
  ])("%p", (input, expected) => {
    expect(classifyArea(input)).toEqual(expected);
  });

  it.each([
    "",
    "   ",
    "1234",
    "787011",
    "78701-12",
    "Route 66",
    "<script>",
    "-Austin",
    "x".repeat(81),
    "Austin, Texas",
  ])("refuses %p", (input) => {
    expect(classifyArea(input)).toBeNull();
  });
});

describe("splitAreaList", () => {
  it("splits on lines, commas, semicolons and tabs but keeps a city with its state", () => {
    expect(
      splitAreaList("78701, 78702;78703\n\nAustin, TX\r\nRound Rock\tPflugerville, tx, 78660,"),
    ).toEqual(["78701", "78702", "78703", "Austin, TX", "Round Rock", "Pflugerville, tx", "78660"]);
  });

  it("does not glue a two-letter token to a ZIP", () => {
    expect(splitAreaList("78701, TX")).toEqual(["78701", "TX"]);
  });
});

describe("uniqueAreas and the request schema", () => {
  it("drops repeats within one list by normalized form", () => {
    const areas = ["78701", "78701-0001", "Austin", "AUSTIN", "austin, tx"].map((value) =>
      classifyArea(value)!,
    );
    expect(uniqueAreas(areas).map((area) => area.value)).toEqual(["78701", "Austin", "austin, TX"]);
  });

  it("names each invalid entry by its index", () => {
    const result = addServiceAreasSchema.safeParse({ values: ["78701", "12", "Austin", "#!"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "values.1",
      "values.3",
    ]);
    expect(result.error?.issues[0].message).toBe('"12" is not a 5-digit ZIP code or a city name.');
  });
});
