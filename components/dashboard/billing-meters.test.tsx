import { render, screen, within } from "@testing-library/react";
import { Meters } from "./billing";
import type { BillingSummaryDto } from "@/lib/billing/types";

type Usage = BillingSummaryDto["usage"];

const usage = (texts: Usage["textsPerMonth"]): Usage => ({
  services: { used: 18, limit: 25 },
  calculators: { used: 1, limit: 1 },
  teamMembers: { used: 1, limit: 1 },
  textsPerMonth: texts,
});

describe("the billing page's meters", () => {
  it("shows the texts sent this month beside the plan's monthly limit", () => {
    render(<Meters summary={{ plan: "pro", usage: usage({ used: 120, limit: 500 }) }} />);
    const texts = screen.getByTestId("usage-textsPerMonth");
    expect(texts).toHaveTextContent("120 of 500 text messages sent this month");
    expect(within(texts).getByRole("progressbar")).toBeInTheDocument();
    expect(texts).not.toHaveTextContent("limit reached");
    expect(screen.getByTestId("usage-services")).toHaveTextContent("18 of 25 services");
    const members = screen.getByTestId("usage-teamMembers");
    expect(members).toHaveTextContent("1 of 1 team members");
    expect(members).toHaveTextContent("limit reached");
    // One calculator per company today: no meter.
    expect(screen.queryByTestId("usage-calculators")).not.toBeInTheDocument();
  });

  it("says when the month's texts are used up, when the plan has none and when they are unlimited", () => {
    const { rerender } = render(
      <Meters summary={{ plan: "pro", usage: usage({ used: 500, limit: 500 }) }} />,
    );
    expect(screen.getByTestId("usage-textsPerMonth")).toHaveTextContent("limit reached");

    rerender(<Meters summary={{ plan: "starter", usage: usage({ used: 0, limit: 0 }) }} />);
    const none = screen.getByTestId("usage-textsPerMonth");
    expect(none).toHaveTextContent(/^Starter does not include text messages$/);
    expect(within(none).queryByRole("progressbar")).not.toBeInTheDocument();
    // Downgraded in the middle of a month: what was sent is still told.
    rerender(<Meters summary={{ plan: "starter", usage: usage({ used: 40, limit: 0 }) }} />);
    expect(screen.getByTestId("usage-textsPerMonth")).toHaveTextContent(
      /^Starter does not include text messages \(40 sent this month\)$/,
    );

    rerender(<Meters summary={{ plan: "business", usage: usage({ used: 2500, limit: null }) }} />);
    expect(screen.getByTestId("usage-textsPerMonth")).toHaveTextContent(
      "2,500 text messages sent this month (unlimited)",
    );
  });
});
