import { screen, within } from "@testing-library/react";
import { DashboardHome } from "@/components/dashboard/home";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import { analyticsFixture } from "./fixture";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
beforeAll(polyfillRadix);

it("shows this week's figures against last week from the week preset", async () => {
  const fetchMock = mockFetch((url) => {
    if (url.pathname === "/api/dashboard/analytics" && url.searchParams.get("preset") === "week")
      return jsonResponse(200, {
        ...analyticsFixture,
        range: {
          from: "2026-11-23",
          to: "2026-11-25",
          previousFrom: "2026-11-16",
          previousTo: "2026-11-18",
          timeZone: "America/Chicago",
        },
      });
    return undefined;
  });
  renderWithClient(<DashboardHome />);
  const week = await screen.findByRole("region", { name: "This week" });
  expect(await within(week).findByTestId("week-range")).toHaveTextContent(
    "Nov 23, 2026 – Nov 25, 2026 vs Nov 16, 2026 – Nov 18, 2026",
  );
  // 200 views against 100: +100%; 40 requests both weeks; 20 quotes against 10; won unchanged.
  expect(within(week).getByTestId("kpi-views")).toHaveTextContent(
    "Calculator views200+100%vs 100 last week",
  );
  expect(within(week).getByTestId("kpi-requests")).toHaveTextContent("40No changevs 40 last week");
  expect(within(week).getByTestId("kpi-quotesSent")).toHaveTextContent("20+100%");
  expect(within(week).getByTestId("kpi-won")).toHaveTextContent("$4,567.00No change");
  expect(fetchMock).toHaveBeenCalledWith("/api/dashboard/analytics?preset=week", expect.anything());
  // The home's other content stays.
  expect(screen.getByText("Recent estimate requests")).toBeInTheDocument();
});

it("offers Try again when this week's figures fail", async () => {
  mockFetch((url) =>
    url.pathname === "/api/dashboard/analytics"
      ? jsonResponse(500, { message: "Figures are down.", code: "internal" })
      : undefined,
  );
  renderWithClient(<DashboardHome />);
  const week = await screen.findByRole("region", { name: "This week" });
  const alert = await within(week).findByRole("alert");
  expect(alert).toHaveTextContent("Figures are down.");
  expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
