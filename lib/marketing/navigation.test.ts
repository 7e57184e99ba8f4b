import { footerColumns } from "./navigation";

const hrefs = (variant: "landing" | "content") =>
  footerColumns(variant).flatMap((column) => column.links.map((link) => link.href));

describe("footerColumns", () => {
  const specLinks = [
    "/products/price-books",
    "/products/service-calculator",
    "/products/integrations",
    "/products/templates",
    "/register",
    "/calculator",
    "/about",
    "/industries",
    "/terms",
    "/privacy",
  ];

  it("gives the landing footer every link of the spec, with in-page section anchors", () => {
    expect(hrefs("landing")).toEqual(
      expect.arrayContaining([...specLinks, "#features", "#industries", "#pricing"]),
    );
    expect(hrefs("landing").some((href) => href.startsWith("/dashboard"))).toBe(false);
  });

  it("adds the dashboard links and /#pricing to footers elsewhere", () => {
    expect(hrefs("content")).toEqual(
      expect.arrayContaining([
        ...specLinks,
        "/#pricing",
        "/dashboard/price-book",
        "/dashboard/calculator-setup",
        "/dashboard/integrations",
        "/dashboard/price-book-marketplace",
        "/dashboard/analytics",
        "/dashboard/estimates",
      ]),
    );
    expect(hrefs("content")).not.toContain("#pricing");
  });

  it("uses each label once so that every link text names one destination", () => {
    for (const variant of ["landing", "content"] as const) {
      const labels = footerColumns(variant).flatMap((column) =>
        column.links.map((link) => link.label),
      );
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
