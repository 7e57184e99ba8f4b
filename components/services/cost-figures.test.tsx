import { render, screen } from "@testing-library/react";
import { CostFigures } from "./cost-figures";

describe("CostFigures", () => {
  it("shows no 'Margin $0.00 (0.0%)' for a service with only a base price", () => {
    render(
      <CostFigures
        breakdown={{
          baseCents: 7500,
          costCents: 7500,
          markupCents: 0,
          marginCents: 0,
          priceCents: 7500,
        }}
        testIdPrefix="p"
      />,
    );
    expect(screen.getByTestId("p-margin")).toHaveTextContent("Enter costs to see it");
    expect(screen.getByTestId("p-margin")).not.toHaveTextContent("$0.00");
  });

  it("shows the margin once a cost or a markup is entered", () => {
    render(
      <CostFigures
        breakdown={{
          baseCents: 5000,
          costCents: 8000,
          markupCents: 2000,
          marginCents: 2000,
          priceCents: 10000,
        }}
        testIdPrefix="p"
      />,
    );
    expect(screen.getByTestId("p-margin")).toHaveTextContent("$20.00");
    expect(screen.getByTestId("p-margin")).toHaveTextContent("20.0%");
  });
});
