import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import OwnerCalculatorTour from "@/components/calculator/owner-tour";
import { makeQueryClient } from "@/components/query/client";

const fetchMock = jest.fn();
let saved: string[][] = [];

beforeEach(() => {
  saved = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") saved.push(JSON.parse(String(init.body)).viewedTooltips);
    const body = init?.method === "POST" ? { ok: true } : { viewedTooltips: ["dashboard-sidebar"] };
    return {
      ok: true,
      status: 200,
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  });
  global.fetch = fetchMock;
  // jsdom lays nothing out; the tour only shows tooltips for elements on screen.
  jest.spyOn(Element.prototype, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => jest.restoreAllMocks());

function element(testId: string) {
  const node = document.createElement("div");
  node.dataset.testid = testId;
  document.body.append(node);
  return node;
}

it("walks the calculator tooltips in order on the elements it is given, saving each as viewed", async () => {
  const targets = {
    "calculator-intro": element("header"),
    "service-selection": element("services"),
    "estimate-total": element("panel"),
  };
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OwnerCalculatorTour targets={targets} />
    </QueryClientProvider>,
  );
  expect(fetchMock).toHaveBeenCalledWith("/api/user/tooltips", expect.anything());
  const tip = () => screen.getByTestId("guided-tooltip");
  await waitFor(() => expect(tip()).toHaveAttribute("data-tooltip-id", "calculator-intro"));
  expect(screen.getByText("Your customer calculator")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  await waitFor(() => expect(tip()).toHaveAttribute("data-tooltip-id", "service-selection"));
  expect(screen.getByRole("button", { name: "Previous" })).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  await waitFor(() => expect(tip()).toHaveAttribute("data-tooltip-id", "estimate-total"));
  await userEvent.click(screen.getByRole("button", { name: "Got it!" }));
  await waitFor(() => expect(screen.queryByTestId("guided-tooltip")).toBeNull());
  expect(saved.at(-1)).toEqual([
    "dashboard-sidebar",
    "calculator-intro",
    "service-selection",
    "estimate-total",
  ]);
});

it("shows nothing for elements not handed over yet, and the tooltip once one is", async () => {
  const none = { "calculator-intro": null, "service-selection": null, "estimate-total": null };
  const tour = (targets: Parameters<typeof OwnerCalculatorTour>[0]["targets"]) => (
    <QueryClientProvider client={makeQueryClient()}>
      <OwnerCalculatorTour targets={targets} />
    </QueryClientProvider>
  );
  const { rerender } = render(tour(none));
  // The tour has decided (the viewed list is loaded) with no target on screen: nothing shows.
  const root = document.documentElement;
  await waitFor(() => expect(root).toHaveAttribute("data-tooltip-tour", "idle"));
  expect(root).toHaveAttribute("data-tooltip-tour-targets", "");
  expect(screen.queryByTestId("guided-tooltip")).toBeNull();

  rerender(tour({ ...none, "calculator-intro": element("header") }));
  await waitFor(() =>
    expect(screen.getByTestId("guided-tooltip")).toHaveAttribute(
      "data-tooltip-id",
      "calculator-intro",
    ),
  );
  expect(root).toHaveAttribute("data-tooltip-tour", "showing");
});
