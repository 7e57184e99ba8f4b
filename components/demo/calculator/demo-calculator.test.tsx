import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { DemoCalculator } from "./demo-calculator";

function renderCalculator() {
  return render(
    <>
      <DemoCalculator />
      <Toaster />
    </>,
  );
}

describe("DemoCalculator", () => {
  it("shows the spec's headings and the default electrical catalogue", () => {
    renderCalculator();
    expect(
      screen.getByRole("heading", { level: 1, name: "Service Calculator Demo" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Try out our service calculator with premade services for different industries.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Industry" })).toHaveValue("electrical");
    expect(screen.getByRole("option", { name: "Select Industry" })).toBeDisabled();
    expect(screen.getByRole("tab", { name: "Available Services" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Add Custom Service" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Available services" })).getAllByRole("listitem", {
        name: /./,
      }),
    ).toHaveLength(12);
  });

  it("changing the industry shows its catalogue and clears the lines", () => {
    renderCalculator();
    fireEvent.click(screen.getByRole("button", { name: "Add Outlet Installation" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Industry" }), {
      target: { value: "landscaping" },
    });
    expect(screen.getByText("0 services selected")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Lawn Mowing" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Available services" })).getAllByRole("listitem", {
        name: /./,
      }),
    ).toHaveLength(13);
  });

  it("adds the same catalogue service twice as two lines and shows validation toasts", async () => {
    renderCalculator();
    fireEvent.click(screen.getByRole("button", { name: "Add Outlet Installation" }));
    fireEvent.click(screen.getByRole("button", { name: "Add Outlet Installation" }));
    expect(screen.getByText("2 services selected")).toBeInTheDocument();
    expect(screen.getAllByTestId("estimate-line")).toHaveLength(2);

    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Generate Estimate" })),
    );
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(
      screen.getByText("Please provide customer name and email to generate an estimate."),
    ).toBeInTheDocument();
  });

  it("generates an estimate with the success toast", async () => {
    renderCalculator();
    fireEvent.click(screen.getByRole("button", { name: "Add Outlet Installation" }));
    fireEvent.change(screen.getByLabelText("Customer Name"), { target: { value: "Jane" } });
    fireEvent.change(screen.getByLabelText("Email Address"), {
      target: { value: "jane@example.com" },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Generate Estimate" })),
    );
    expect(await screen.findByText("Estimate Generated")).toBeInTheDocument();
    expect(screen.getByText("Your estimate has been generated successfully!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Customer Information" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Estimate" })).toHaveFocus();
  });
});
