/** Tooltip ids by feature (docs/product.md §3). */
export const TOOLTIP_IDS = [
  "dashboard-sidebar",
  "services-section",
  "estimates-section",
  "service-builder-intro",
  "add-service-button",
  "service-category",
  "calculator-intro",
  "service-selection",
  "estimate-total",
  "company-settings",
  "logo-upload",
  "help-center",
] as const;
