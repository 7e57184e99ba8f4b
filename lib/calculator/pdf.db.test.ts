/** @jest-environment node */
import { extractText, getDocumentProxy } from "unpdf";
import type { PublicService } from "@/lib/calculator/types";
import { addToCart, priceCart, setCartQuantity } from "./cart";
import { createCalculatorPdf } from "./pdf";

const service = (id: string, overrides: Partial<PublicService> = {}): PublicService => ({
  id,
  name: `Service ${id}`,
  description: null,
  category: "electrical",
  icon: "plug",
  unitType: "per_item",
  unitLabel: "per item",
  basePrice: "75.00",
  estimatedTime: 45,
  unitPrice: "75.00",
  laborRate: null,
  serviceFee: null,
  ...overrides,
});

describe("createCalculatorPdf", () => {
  it("writes the company, every line, the fee line and the total, across pages when long", async () => {
    let cart = setCartQuantity(
      addToCart(
        [],
        service("floor", {
          name: "Floor Sealing — garage",
          unitType: "per_sq_foot",
          basePrice: "1.25",
          unitPrice: "1.25",
        }),
      ),
      "floor",
      200,
    );
    for (let i = 0; i < 40; i += 1) cart = addToCart(cart, service(`s${i}`));
    const breakdown = priceCart(cart, { serviceCallFee: "49.00", taxRate: "8.250" });
    const blob = await createCalculatorPdf({
      company: { name: "Brightline Home Services", website: "brightline.example" },
      taxRate: "8.250",
      breakdown,
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text: pages } = await extractText(await getDocumentProxy(bytes), {
      mergePages: false,
    });
    const text = pages.join(" ").replace(/\s+/g, " ");
    expect(text).toContain("Brightline Home Services");
    expect(text).toContain("brightline.example");
    expect(text).toContain("Floor Sealing — garage");
    expect(text).toContain("Service call fee");
    expect(text).toContain("Tax (8.25%)");
    expect(text).toContain(
      `$${(breakdown.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    expect(pages.length).toBeGreaterThan(1);
    const totalsPage = pages.find((page) => page.includes("Subtotal"))!;
    expect(totalsPage).toContain("Service s39");
  });
});
