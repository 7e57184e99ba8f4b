import { INDUSTRY_LABELS } from "@/lib/categories";
import {
  ACCOUNT_MENU,
  MAIN_NAV,
  SETTINGS_NAV,
  activeSection,
  industryHeading,
  visibleTo,
} from "@/lib/dashboard/navigation";

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
      "Today",
      "Services",
      "Service Builder",
      "Price Book",
      "Marketplace",
      "Estimates",
      "Clients",
      "Quotes",
      "Jobs",
      "Schedule",
      "Invoices",
      "Calculator Setup",
      "Integrations",
      "Analytics",
    ]);
    expect(SETTINGS_NAV.map((item) => item.href)).toEqual([
      "/dashboard/account",
      "/dashboard/company",
      "/dashboard/team",
      "/dashboard/service-areas",
      "/dashboard/texts",
      "/dashboard/support",
    ]);
    for (const item of [...MAIN_NAV, ...SETTINGS_NAV])
      expect(activeSection(item.href)).toBe(item.section);
  });

  it("shows each role only the links it may open", () => {
    const labels = (role: Parameters<typeof visibleTo>[1]) =>
      visibleTo([...MAIN_NAV, ...SETTINGS_NAV], role).map((item) => item.label);
    expect(labels("owner")).toHaveLength(MAIN_NAV.length + SETTINGS_NAV.length);
    expect(labels("technician")).toEqual(["Dashboard", "Today", "Jobs", "Account", "Support"]);
    expect(labels("technician")).not.toContain("Schedule");
    for (const label of ["Team", "Integrations", "Company Profile", "Calculator Setup"])
      expect(labels("office")).not.toContain(label);
    expect(labels("office")).toEqual(
      expect.arrayContaining(["Quotes", "Invoices", "Texts", "Today", "Jobs", "Schedule"]),
    );
    expect(labels("admin")).toContain("Team");
    expect(visibleTo(ACCOUNT_MENU, "admin").map((item) => item.label)).not.toContain("Billing");
    expect(visibleTo(ACCOUNT_MENU, "technician").map((item) => item.label)).toEqual(["My Profile"]);
  });

  it("names the industry followed by Services", () => {
    expect(industryHeading("hvac", INDUSTRY_LABELS)).toBe("HVAC Services");
    expect(industryHeading("generic", INDUSTRY_LABELS)).toBe("General Services");
    expect(industryHeading("unknown", INDUSTRY_LABELS)).toBe("General Services");
  });
});
