import { fireEvent, render, screen, within } from "@testing-library/react";
import { DEMO_CATALOGUES } from "@/lib/demo/catalogues";
import {
  createInitialEstimate,
  demoEstimateReducer,
  type DemoEstimateAction,
  type DemoEstimateState,
} from "@/lib/demo/estimate-reducer";
import { EstimatePanel } from "./estimate-panel";

const outlet = DEMO_CATALOGUES.electrical[0];
const panel = DEMO_CATALOGUES.electrical[5];

function stateAfter(...actions: DemoEstimateAction[]): DemoEstimateState {
  return actions.reduce(demoEstimateReducer, createInitialEstimate());
}

function renderPanel(state: DemoEstimateState) {
  const dispatch = jest.fn();
  const view = render(<EstimatePanel state={state} dispatch={dispatch} />);
  return { dispatch, ...view };
}

const twoLines = () => {
  const state = stateAfter(
    { type: "addService", service: outlet },
    { type: "addService", service: panel },
  );
  return demoEstimateReducer(state, { type: "increment", lineId: state.lines[0].id });
};

describe("EstimatePanel while editing", () => {
  it("shows the empty state, the customer placeholders and an unavailable Generate Estimate", () => {
    renderPanel(createInitialEstimate());
    expect(screen.getByRole("heading", { name: "Your Estimate" })).toBeInTheDocument();
    expect(screen.getByText("0 services selected")).toBeInTheDocument();
    expect(screen.getByText("No services added yet")).toBeInTheDocument();
    expect(screen.getByText("Add services from the left panel")).toBeInTheDocument();
    for (const placeholder of ["Customer Name", "Email Address", "Service Address"]) {
      expect(screen.getByLabelText(placeholder)).toHaveAttribute("placeholder", placeholder);
    }
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Generate Estimate" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.queryByText("Tax (7%)")).not.toBeInTheDocument();
  });

  it("still reports why when the unavailable Generate Estimate is pressed", () => {
    const { dispatch } = renderPanel(createInitialEstimate());
    fireEvent.click(screen.getByRole("button", { name: "Generate Estimate" }));
    expect(dispatch).toHaveBeenCalledWith({ type: "generate" });
  });

  it("lists lines with quantity, line totals and the running totals", () => {
    renderPanel(twoLines());
    expect(screen.getByText("2 services selected")).toBeInTheDocument();
    const lines = screen.getAllByTestId("estimate-line");
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByTestId("line-quantity")).toHaveTextContent("2");
    expect(within(lines[0]).getByTestId("line-total")).toHaveTextContent("$150.00");
    expect(within(lines[1]).getByTestId("line-total")).toHaveTextContent("$1,800.00");
    const totals = within(screen.getByTestId("estimate-totals"));
    expect(totals.getByText("Subtotal").nextSibling).toHaveTextContent("$1,950.00");
    expect(totals.getByText("Tax (7%)").nextSibling).toHaveTextContent("$136.50");
    expect(totals.getByText("Total").nextSibling).toHaveTextContent("$2,086.50");
    expect(totals.getByText("Estimated labor").nextSibling).toHaveTextContent("10 hours");
    expect(screen.getByRole("button", { name: "Generate Estimate" })).toHaveAttribute(
      "aria-disabled",
      "false",
    );
  });

  it("says '1 service selected' for one line", () => {
    renderPanel(stateAfter({ type: "addService", service: outlet }));
    expect(screen.getByText("1 service selected")).toBeInTheDocument();
  });

  it("dispatches plus, minus, remove, customer edits, Clear All and Generate", () => {
    const state = twoLines();
    const [first, second] = state.lines;
    const { dispatch } = renderPanel(state);
    fireEvent.click(
      screen.getByRole("button", { name: "Increase quantity of Electrical Panel Upgrade" }),
    );
    fireEvent.click(
      screen.getByRole("button", { name: "Decrease quantity of Outlet Installation" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove Electrical Panel Upgrade" }));
    fireEvent.change(screen.getByLabelText("Customer Name"), { target: { value: "Jane" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear All" }));
    fireEvent.click(screen.getByRole("button", { name: "Generate Estimate" }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: "increment", lineId: second.id },
      { type: "decrement", lineId: first.id },
      { type: "removeLine", lineId: second.id },
      { type: "setCustomer", field: "name", value: "Jane" },
      { type: "reset" },
      { type: "generate" },
    ]);
  });

  it("marks minus unavailable at quantity 1", () => {
    renderPanel(stateAfter({ type: "addService", service: outlet }));
    expect(
      screen.getByRole("button", { name: "Decrease quantity of Outlet Installation" }),
    ).toHaveAttribute("aria-disabled", "true");
  });

  it("generates on Enter in a customer field", () => {
    const { dispatch } = renderPanel(twoLines());
    fireEvent.submit(screen.getByLabelText("Email Address"));
    expect(dispatch).toHaveBeenCalledWith({ type: "generate" });
  });
});

describe("EstimatePanel after Generate Estimate", () => {
  const generated = (address: string) =>
    [
      { type: "setCustomer", field: "name", value: "Jane Doe" },
      { type: "setCustomer", field: "email", value: "jane@example.com" },
      { type: "setCustomer", field: "address", value: address },
      { type: "generate" },
    ].reduce(
      (state, action) => demoEstimateReducer(state, action as DemoEstimateAction),
      twoLines(),
    );

  it("shows the read-only summary with customer, lines, totals and the four buttons", () => {
    renderPanel(generated("1 Main St"));
    const summary = within(screen.getByTestId("estimate-summary"));
    expect(summary.getByRole("heading", { name: "Customer Information" })).toBeInTheDocument();
    expect(summary.getByText("Jane Doe")).toBeInTheDocument();
    expect(summary.getByText("jane@example.com")).toBeInTheDocument();
    expect(summary.getByText("1 Main St")).toBeInTheDocument();
    expect(summary.getByRole("heading", { name: "Selected Services" })).toBeInTheDocument();
    expect(summary.getByText("2 × $75.00 · 2 hours")).toBeInTheDocument();
    expect(summary.getByText("1 × $1,800.00 · 8 hours")).toBeInTheDocument();
    expect(summary.getByText("Total").nextSibling).toHaveTextContent("$2,086.50");
    for (const name of [
      "Download Estimate",
      "Share Estimate",
      "Edit Estimate",
      "Start New Estimate",
    ]) {
      expect(summary.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText("Customer Name")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Increase quantity/ })).not.toBeInTheDocument();
  });

  it("leaves the address out when none was given", () => {
    renderPanel(generated(""));
    expect(screen.queryByTestId("summary-customer-address")).not.toBeInTheDocument();
  });

  it("dispatches Edit Estimate and Start New Estimate", () => {
    const { dispatch } = renderPanel(generated(""));
    fireEvent.click(screen.getByRole("button", { name: "Edit Estimate" }));
    fireEvent.click(screen.getByRole("button", { name: "Start New Estimate" }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: "edit" },
      { type: "reset" },
    ]);
  });

  it("copies a text summary when the Web Share API is missing", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPanel(generated(""));
    fireEvent.click(screen.getByRole("button", { name: "Share Estimate" }));
    await screen.findByTestId("estimate-summary");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Total: $2,086.50"));
  });
});
