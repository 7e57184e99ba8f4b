import { fireEvent, render, screen } from "@testing-library/react";
import { DEFAULT_LABOR_RATES } from "@/lib/demo/builder-reducer";
import type { BuilderService } from "@/lib/demo/builder-types";
import { ServiceFormDialog } from "./service-form-dialog";

function renderForm(service: BuilderService | null = null) {
  const dispatch = jest.fn();
  const onClose = jest.fn();
  render(
    <ServiceFormDialog
      open
      service={service}
      defaultCategory="plumbing"
      laborRates={DEFAULT_LABOR_RATES}
      dispatch={dispatch}
      onClose={onClose}
      onCloseAutoFocus={() => {}}
    />,
  );
  return { dispatch, onClose };
}

const price = () => screen.getByTestId("form-customer-price");

describe("ServiceFormDialog", () => {
  it("starts with the real form's defaults and prices live as you type", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Add New Service" })).toBeInTheDocument();
    expect(screen.getByLabelText("Base Price ($)")).toHaveValue("0");
    expect(screen.getByLabelText("Estimated Time (minutes)")).toHaveValue("60");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("Plumbing");
    expect(price()).toHaveTextContent("$0.00");
    fireEvent.change(screen.getByLabelText("Base Price ($)"), { target: { value: "80" } });
    fireEvent.change(screen.getByLabelText("Markup (%)"), { target: { value: "12.5" } });
    expect(price()).toHaveTextContent("$90.00");
    // Half-typed or invalid input counts as 0 in the preview instead of blocking it.
    fireEvent.change(screen.getByLabelText("Markup (%)"), { target: { value: "1x" } });
    expect(price()).toHaveTextContent("$80.00");
  });

  it("shows the validation messages on save and does not save", () => {
    const { dispatch, onClose } = renderForm();
    fireEvent.change(screen.getByLabelText("Base Price ($)"), { target: { value: "9.999" } });
    fireEvent.change(screen.getByLabelText("Estimated Time (minutes)"), {
      target: { value: "-1" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add Service" }));
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByText("Base price can have at most 2 decimals.")).toBeInTheDocument();
    expect(screen.getByText("Estimated time must be at least 0.")).toBeInTheDocument();
    expect(screen.getByLabelText("Service Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Service Name")).toHaveAccessibleDescription("Name is required.");
    expect(dispatch).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves a valid new service in cents and closes", () => {
    const { dispatch, onClose } = renderForm();
    fireEvent.change(screen.getByLabelText("Service Name"), { target: { value: "Backflow test" } });
    fireEvent.change(screen.getByLabelText("Base Price ($)"), { target: { value: "119.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Add material" }));
    fireEvent.change(screen.getByLabelText("Material 1 name"), { target: { value: "Test kit" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Service" }));
    expect(dispatch).toHaveBeenCalledWith({
      type: "saveService",
      id: null,
      service: expect.objectContaining({
        name: "Backflow test",
        category: "plumbing",
        basePriceCents: 11950,
        estimatedTime: 60,
        materials: [{ name: "Test kit", priceCents: 0 }],
      }),
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("edits an existing service and shows its labor and markup breakdown", () => {
    const { dispatch } = renderForm({
      id: "svc-9",
      name: "Drain cleaning",
      description: "",
      category: "plumbing",
      unitType: "flat",
      basePriceCents: 10000,
      estimatedTime: 90,
      materials: [],
      laborRateId: "rate-standard",
      markupPercent: 15,
    });
    expect(screen.getByRole("heading", { name: "Edit Service" })).toBeInTheDocument();
    // ($100 + $75/h × 1.5 h) × 1.15 = $244.375 → $244.38
    expect(price()).toHaveTextContent("$244.38");
    expect(screen.getByText("Labor (Standard labor, $75.00/hr × 1h 30m)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: "saveService", id: "svc-9" }),
    );
  });
});
