import { asPublicService } from "@/components/service-builder/calculator-preview";
import { addToCart, priceCart, setCartQuantity } from "@/lib/calculator/cart";
import { builderReducer, INITIAL_BUILDER_STATE } from "@/lib/demo/builder-reducer";
import { DEMO_DEFAULT_MARKUP } from "@/lib/demo/builder-types";
import { emptyServiceForm } from "@/lib/services/form";
import { parseServiceForm } from "@/lib/services/form-parse";
import { localRecords } from "./local-store";

function payload(overrides: Partial<ReturnType<typeof emptyServiceForm>>) {
  const result = parseServiceForm({
    ...emptyServiceForm("roofing"),
    name: "Attic fan",
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.payload;
}

describe("the local store's records", () => {
  const state = builderReducer(
    builderReducer(INITIAL_BUILDER_STATE, { type: "start", from: "blank" }),
    {
      type: "saveService",
      id: null,
      service: payload({
        unitType: "hourly",
        basePrice: "40",
        laborRateId: "rate-standard",
        markupPercent: "10",
        materials: [
          {
            name: "Attic fan (not included)",
            unitCost: "0",
            quantity: "1",
            customerSupplies: true,
          },
          { name: "Roof flashing kit", unitCost: "24.5", quantity: "1", customerSupplies: false },
        ],
      }),
    },
  );

  it("read like the API's: decimals as text, the linked rate joined in, rates counted", () => {
    const { services, laborRates } = localRecords(state);
    expect(services[0]).toMatchObject({
      id: "svc-1",
      basePrice: "40.00",
      laborRate: { id: "rate-standard", name: "Standard labor", rate: "75.00" },
      serviceFee: null,
      markupPercent: "10",
      materials: [
        { name: "Attic fan (not included)", unitCost: "0.00", customerSupplies: true },
        { name: "Roof flashing kit", unitCost: "24.50", quantity: "1" },
      ],
    });
    expect(laborRates.map((rate) => [rate.name, rate.serviceCount])).toEqual([
      ["Standard labor", 1],
      ["Senior technician", 0],
      ["Helper", 0],
    ]);
  });

  it("price in the preview as the public price book would: the customer price only", () => {
    const [service] = localRecords(state).services;
    // (40 + 75 + 24.50) × 1.10 = 153.45 an hour
    expect(asPublicService(service, DEMO_DEFAULT_MARKUP)).toMatchObject({
      basePrice: "40.00",
      unitPrice: "153.45",
      unitLabel: "per hour",
    });
    expect(JSON.stringify(asPublicService(service, DEMO_DEFAULT_MARKUP))).not.toMatch(
      /materials|markup|flashing/i,
    );
  });

  it("are priced once in the preview's cart: labor is not added to the customer price again", () => {
    const [service] = localRecords(state).services;
    const cart = setCartQuantity(
      addToCart([], asPublicService(service, DEMO_DEFAULT_MARKUP)),
      service.id,
      1.5,
    );
    // 1.5 h × 153.45 = 230.175 → 230.18
    expect(priceCart(cart, { serviceCallFee: null, taxRate: "0" }).totalCents).toBe(23018);
  });

  it("follow a rate's change into every linked price", () => {
    const changed = builderReducer(state, {
      type: "updateLaborRate",
      id: "rate-standard",
      name: "Standard labor",
      rate: "90.00",
    });
    const [service] = localRecords(changed).services;
    expect(asPublicService(service, DEMO_DEFAULT_MARKUP).unitPrice).toBe("169.95");
  });
});
