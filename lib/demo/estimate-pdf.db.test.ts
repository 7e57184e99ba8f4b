/** @jest-environment node */
import { extractText, getDocumentProxy } from "unpdf";
import { DEMO_CATALOGUES } from "./catalogues";
import { buildEstimateDocument } from "./estimate-document";
import { createEstimatePdf } from "./estimate-pdf";
import { computeDemoTotals } from "./estimate-totals";

async function pages(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}

describe("createEstimatePdf", () => {
  it("holds the customer, lines and totals, across pages when long, totals beside the last line", async () => {
    const lines = DEMO_CATALOGUES.painting.flatMap((service) => [
      { id: `${service.id}-a`, service, quantity: 2 },
      { id: `${service.id}-b`, service, quantity: 1 },
    ]);
    const document = buildEstimateDocument(
      { name: "Jane Doe — café", email: "jane@example.com", address: "" },
      lines,
      computeDemoTotals(lines),
    );
    const text = await pages(await createEstimatePdf(document, new Date("2025-05-01T12:00:00Z")));
    const all = text.join(" ");
    expect(all).toContain("Jane Doe — café");
    expect(all).toContain("Cabinet Painting");
    expect(all).toContain(document.total);
    expect(all).toContain("Tax (7%)");
    expect(text.length).toBeGreaterThan(1);
    const totalsPage = text.find((page) => page.includes("Subtotal"))!;
    expect(totalsPage).toContain(document.lines.at(-1)!.name);
    expect(all).toContain(`Page ${text.length} of ${text.length}`);
  });
});
