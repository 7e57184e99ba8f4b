import { TOOLTIP_IDS } from "@/lib/onboarding/tooltip-ids";
import {
  GUIDED_TOOLTIPS,
  canShowTooltip,
  featureTooltips,
  isFeatureViewed,
  markViewed,
  nextInFeature,
  nextTooltipToShow,
  previousInFeature,
  resolvePlacement,
  tooltipPosition,
  unmarkViewed,
} from "@/lib/onboarding/tooltips";

describe("tooltip definitions", () => {
  it("define every spec id once, grouped by the spec's features", () => {
    expect(GUIDED_TOOLTIPS.map((t) => t.id).sort()).toEqual([...TOOLTIP_IDS].sort());
    expect(featureTooltips("navigation").map((t) => t.id)).toEqual([
      "dashboard-sidebar",
      "services-section",
      "estimates-section",
    ]);
    expect(featureTooltips("service-builder").map((t) => t.id)).toEqual([
      "service-builder-intro",
      "add-service-button",
      "service-category",
    ]);
    expect(featureTooltips("calculator").map((t) => t.id)).toEqual([
      "calculator-intro",
      "service-selection",
      "estimate-total",
    ]);
    expect(featureTooltips("settings").map((t) => t.id)).toEqual([
      "company-settings",
      "logo-upload",
    ]);
    expect(featureTooltips("help").map((t) => t.id)).toEqual(["help-center"]);
  });
});

describe("tour logic", () => {
  it("Next exists while a later tooltip of the feature exists; Previous while an earlier one does", () => {
    expect(nextInFeature("dashboard-sidebar")?.id).toBe("services-section");
    expect(nextInFeature("estimates-section")).toBeUndefined();
    expect(nextInFeature("help-center")).toBeUndefined();
    expect(previousInFeature("dashboard-sidebar")).toBeUndefined();
    expect(previousInFeature("service-category")?.id).toBe("add-service-button");
  });

  it("marks, unmarks and judges features as viewed", () => {
    let viewed = markViewed([], "company-settings");
    viewed = markViewed(viewed, "company-settings");
    expect(viewed).toEqual(["company-settings"]);
    expect(canShowTooltip("company-settings", viewed)).toBe(false);
    expect(isFeatureViewed("settings", viewed)).toBe(false);
    viewed = markViewed(viewed, "logo-upload");
    expect(isFeatureViewed("settings", viewed)).toBe(true);
    expect(unmarkViewed(viewed, "logo-upload")).toEqual(["company-settings"]);
  });

  it("shows the first available, unviewed, not hidden tooltip by feature then order", () => {
    const available = new Set([
      "help-center",
      "estimates-section",
      "services-section",
      "add-service-button",
    ]);
    expect(nextTooltipToShow(available, [], new Set())).toBe("services-section");
    expect(nextTooltipToShow(available, ["services-section"], new Set())).toBe("estimates-section");
    expect(nextTooltipToShow(available, ["services-section"], new Set(["estimates-section"]))).toBe(
      "add-service-button",
    );
    expect(
      nextTooltipToShow(
        available,
        ["services-section", "estimates-section", "add-service-button", "help-center"],
        new Set(),
      ),
    ).toBeNull();
  });
});

describe("placement", () => {
  const viewport = { width: 1000, height: 800 };
  const size = { width: 300, height: 150 };
  it.each<
    [
      string,
      Parameters<typeof resolvePlacement>[0],
      { top: number; left: number; width: number; height: number },
      string,
    ]
  >([
    ["room on the right", "right", { top: 300, left: 100, width: 100, height: 40 }, "right"],
    [
      "no room on the right flips left",
      "right",
      { top: 300, left: 800, width: 100, height: 40 },
      "left",
    ],
    ["no room below flips above", "bottom", { top: 700, left: 400, width: 100, height: 40 }, "top"],
    ["no room above flips below", "top", { top: 20, left: 400, width: 100, height: 40 }, "bottom"],
    [
      "no room either side keeps the preference",
      "left",
      { top: 300, left: 100, width: 800, height: 40 },
      "left",
    ],
  ])("%s", (_name, preferred, target, expected) => {
    expect(resolvePlacement(preferred, target, size, viewport)).toBe(expected);
  });

  it("positions beside the target and keeps the box inside the viewport", () => {
    expect(
      tooltipPosition("bottom", { top: 100, left: 400, width: 100, height: 40 }, size, viewport),
    ).toEqual({ top: 152, left: 300 });
    expect(
      tooltipPosition("right", { top: 0, left: 0, width: 50, height: 20 }, size, viewport),
    ).toEqual({ top: 8, left: 62 });
  });
});
