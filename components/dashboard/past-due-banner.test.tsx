import { act, screen, waitFor } from "@testing-library/react";
import { PastDueBanner } from "./past-due-banner";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import type { BillingSummaryDto } from "@/lib/billing/types";

/** GET /api/billing of a Pro company whose payment failed (docs/billing.md "Statuses and grace"). */
function pastDue(plan: BillingSummaryDto["plan"], graceEndsAt: string | null): BillingSummaryDto {
  return {
    configured: true,
    limitsEnforced: true,
    plan,
    chosenPlan: "pro",
    subscription: {
      plan: "pro",
      interval: "month",
      status: "past_due",
      currentPeriodEnd: "2030-04-01T12:00:00.000Z",
      cancelAtPeriodEnd: false,
      trialEnd: null,
      pastDueSince: "2030-03-08T12:00:00.000Z",
      graceEndsAt,
    },
    usage: {
      services: { used: 30, limit: plan === "starter" ? 25 : null },
      calculators: { used: 1, limit: 1 },
      teamMembers: { used: 2, limit: plan === "starter" ? 1 : 5 },
      textsPerMonth: { used: 12, limit: plan === "starter" ? 0 : 500 },
    },
  };
}

function serve(summary: BillingSummaryDto) {
  mockFetch((url) => (url.pathname === "/api/billing" ? jsonResponse(200, summary) : undefined));
}

describe("PastDueBanner", () => {
  it("in the grace period: the payment failed, update the card by the grace period's end", async () => {
    // Midday UTC: the same calendar day in every time zone the tests run in.
    serve(pastDue("pro", "2030-03-15T12:00:00.000Z"));
    renderWithClient(<PastDueBanner />);
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(
      "Your last payment failed. Update your card by March 15 to keep your plan.",
    );
    expect(banner).not.toHaveTextContent("Starter");
    expect(screen.getByRole("link", { name: "Go to billing" })).toHaveAttribute(
      "href",
      "/dashboard/billing",
    );
  });

  it("grace period over: Starter's limits apply and nothing was deleted", async () => {
    serve(pastDue("starter", "2030-03-15T12:00:00.000Z"));
    renderWithClient(<PastDueBanner />);
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(
      "Your payment failed and the grace period is over: your account has Starter's limits until the card is updated. Nothing was deleted.",
    );
    expect(banner).not.toHaveTextContent("March 15");
    expect(screen.getByRole("link", { name: "Go to billing" })).toBeInTheDocument();
  });

  it("says nothing while the subscription is paid", async () => {
    const summary = pastDue("pro", null);
    const fetchMock = mockFetch((url) =>
      url.pathname === "/api/billing"
        ? jsonResponse(200, {
            ...summary,
            subscription: { ...summary.subscription!, status: "active" },
          })
        : undefined,
    );
    renderWithClient(<PastDueBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the answer land, then look again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
