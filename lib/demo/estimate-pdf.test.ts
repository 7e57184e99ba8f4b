/** @jest-environment node */
import { DEMO_CATALOGUES } from "./catalogues";
import { buildEstimateDocument } from "./estimate-document";
import { createEstimatePdf } from "./estimate-pdf";
import { computeDemoTotals } from "./estimate-totals";

describe("createEstimatePdf", () => {
  it("produces a PDF that contains the customer, lines and totals, across pages when long", async () => {
    const lines = DEMO_CATALOGUES.painting.flatMap((service) => [
      { id: `${service.id}-a`, service, quantity: 2 },
      { id: `${service.id}-b`, service, quantity: 1 },
    ]);
    const document = buildEstimateDocument(
      { name: "Jane Doe", email: "jane@example.com", address: "" },
      lines,
      computeDemoTotals(lines),
    );
    const blob = await createEstimatePdf(document, new Date("2025-05-01T12:00:00Z"));
    const bytes = Buffer.from(await blob.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF-")).toBe(true);
    expect(bytes).toContain("Jane Doe");
    expect(bytes).toContain("Cabinet Painting");
    expect(bytes).toContain(document.total.replace("$", ""));
    expect(bytes).toContain("Tax \\(7%\\)");
    expect((bytes.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
  });
});
