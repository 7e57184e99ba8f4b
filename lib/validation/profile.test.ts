import { companyProfileSchema, normalizeWebsite } from "@/lib/validation/profile";
import { industryPlaceholders, INDUSTRY_PLACEHOLDERS } from "@/lib/companies/placeholders";
import { INDUSTRY_TYPES } from "@/lib/categories";

describe("companyProfileSchema", () => {
  it("trims, lower-cases emails, adds https:// and turns empty fields into null", () => {
    expect(
      companyProfileSchema.parse({
        name: "  Spark  ",
        contactEmail: " A@B.CO ",
        phone: "",
        website: "spark.example/about",
        address: "   ",
      }),
    ).toEqual({
      name: "Spark",
      contactEmail: "a@b.co",
      phone: null,
      website: "https://spark.example/about",
      address: null,
    });
  });

  it.each([
    ["slug", { slug: "Has Caps" }],
    ["slug", { slug: "a" }],
    ["slug", { slug: "double--hyphen" }],
    ["website", { website: "ftp://x.example" }],
    ["website", { website: "localhost" }],
    ["phone", { phone: "12" }],
    ["industryType", { industryType: "bakery" }],
    ["contactEmail", { contactEmail: "x@" }],
  ])("rejects a bad %s", (field, input) => {
    const result = companyProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([field]);
  });

  it("rejects unknown keys", () => {
    expect(companyProfileSchema.safeParse({ logo: "x" }).success).toBe(false);
  });
});

describe("placeholders", () => {
  it("has hints for every industry and falls back to generic", () => {
    for (const industry of INDUSTRY_TYPES)
      expect(INDUSTRY_PLACEHOLDERS[industry].name).toMatch(/^e\.g\. /);
    expect(industryPlaceholders("plumbing").name).toContain("Plumbing");
    expect(industryPlaceholders("bakery")).toBe(INDUSTRY_PLACEHOLDERS.generic);
    expect(industryPlaceholders(null)).toBe(INDUSTRY_PLACEHOLDERS.generic);
  });

  it("normalizes websites", () => {
    expect(normalizeWebsite(" example.com ")).toBe("https://example.com");
    expect(normalizeWebsite("http://example.com")).toBe("http://example.com");
    expect(normalizeWebsite("")).toBe("");
  });
});
