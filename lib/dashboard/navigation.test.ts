import { INDUSTRY_LABELS } from "@/lib/categories";
import { MAIN_NAV, SETTINGS_NAV, activeSection, industryHeading } from "@/lib/dashboard/navigation";

describe("dashboard navigation", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/dashboard/", "dashboard"],
    ["/dashboard/services", "services"],
    ["/dashboard/service-builder/anything", "service-builder"],
    ["/dashboard/company?tab=logo", "company"],
    ["", "dashboard"],
    [null, "dashboard"],
  ])("%p is section %p", (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it("lists every spec link, each section matching its path", () => {
    expect(MAIN_NAV.map((item) => item.label)).toEqual([
      "Dashboard",
      "Services",
      "Service Builder",
      "Price Book",
      "Marketplace",
      "Estimates",
      "Clients",
      "Quotes",
      "Invoices",
      "Calculator Setup",
      "Integrations",
      "Analytics",
    ]);
    expect(SETTINGS_NAV.map((item) => item.href)).toEqual([
      "/dashboard/account",
      "/dashboard/company",
      "/dashboard/service-areas",
      "/dashboard/texts",
      "/dashboard/support",
    ]);
    for (const item of [...MAIN_NAV, ...SETTINGS_NAV])
      expect(activeSection(item.href)).toBe(item.section);
  });

  it("names the industry followed by Services", () => {
    expect(industryHeading("hvac", INDUSTRY_LABELS)).toBe("HVAC Services");
    expect(industryHeading("generic", INDUSTRY_LABELS)).toBe("General Services");
    expect(industryHeading("unknown", INDUSTRY_LABELS)).toBe("General Services");
  });
});
