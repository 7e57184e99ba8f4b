import { DEMO_CATALOGUES } from "./catalogues";
import { buildEstimateDocument, estimateFileName, estimateToText } from "./estimate-document";
import {
  createInitialEstimate,
  demoEstimateReducer,
  type DemoEstimateAction,
} from "./estimate-reducer";

const [outlet] = DEMO_CATALOGUES.electrical;
const panel = DEMO_CATALOGUES.electrical[5];

function estimate(address: string) {
  const actions: DemoEstimateAction[] = [
    { type: "addService", service: outlet },
    { type: "addService", service: panel },
    { type: "setCustomer", field: "name", value: " Jane Doe " },
    { type: "setCustomer", field: "email", value: "jane@example.com" },
    { type: "setCustomer", field: "address", value: address },
  ];
  let state = actions.reduce(demoEstimateReducer, createInitialEstimate());
  state = demoEstimateReducer(state, { type: "increment", lineId: state.lines[0].id });
  return buildEstimateDocument(state.customer, state.lines, state.totals);
}

describe("estimate document", () => {
  it("formats each line as total, quantity × unit price and hours", () => {
    const document = estimate("1 Main St");
    expect(
      document.lines.map(({ name, totalText, quantityText, hoursText }) => [
        name,
        totalText,
        quantityText,
        hoursText,
      ]),
    ).toEqual([
      ["Outlet Installation", "$150.00", "2 × $75.00", "2 hours"],
      ["Electrical Panel Upgrade", "$1,800.00", "1 × $1,800.00", "8 hours"],
    ]);
    expect(document).toMatchObject({
      customer: { name: "Jane Doe", email: "jane@example.com", address: "1 Main St" },
      subtotal: "$1,950.00",
      taxLabel: "Tax (7%)",
      tax: "$136.50",
      total: "$2,086.50",
      labor: "10 hours",
    });
  });

  it("leaves the address out when not given", () => {
    const document = estimate("   ");
    expect(document.customer.address).toBeNull();
    expect(estimateToText(document)).not.toContain("Address");
  });

  it("writes a plain-text summary", () => {
    expect(estimateToText(estimate("1 Main St"))).toBe(
      [
        "Service Estimate",
        "",
        "Customer: Jane Doe",
        "Email: jane@example.com",
        "Address: 1 Main St",
        "",
        "Selected Services",
        "- Outlet Installation: $150.00 (2 × $75.00, 2 hours)",
        "- Electrical Panel Upgrade: $1,800.00 (1 × $1,800.00, 8 hours)",
        "",
        "Subtotal: $1,950.00",
        "Tax (7%): $136.50",
        "Total: $2,086.50",
        "Estimated labor: 10 hours",
      ].join("\n"),
    );
  });

  it("names the PDF after the customer", () => {
    expect(estimateFileName(estimate(""))).toBe("estimate-jane-doe.pdf");
  });
});
