import * as React from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import { TooltipTourProvider, useGuidedTarget } from "./tooltip-tour";

function Target() {
  const ref = useGuidedTarget<HTMLButtonElement>("help-center");
  return (
    <button type="button" ref={ref}>
      Help
    </button>
  );
}

/** The server's viewed list, as GET and POST /api/user/tooltips keep it. */
function tooltipsServer(initial: string[]) {
  let viewed = initial;
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname !== "/api/user/tooltips") return undefined;
    if (init?.method === "POST") viewed = JSON.parse(String(init.body)).viewedTooltips;
    return jsonResponse(200, { viewedTooltips: viewed });
  });
  return { fetchMock, viewed: () => viewed };
}

beforeAll(() => {
  // jsdom lays nothing out: every element counts as on screen.
  jest
    .spyOn(Element.prototype, "getClientRects")
    .mockImplementation(() => [{}] as unknown as DOMRectList);
});

describe("TooltipTourProvider", () => {
  it("a tip closed with its close icon stays dismissed: it is saved as viewed and does not come back", async () => {
    const server = tooltipsServer([]);
    const first = renderWithClient(
      <TooltipTourProvider enabled>
        <Target />
      </TooltipTourProvider>,
    );
    const tip = await screen.findByTestId("guided-tooltip");
    expect(tip).toHaveAttribute("data-tooltip-id", "help-center");
    await userEvent.click(screen.getByRole("button", { name: "Close tip" }));
    await waitFor(() => expect(server.viewed()).toEqual(["help-center"]));
    expect(screen.queryByTestId("guided-tooltip")).not.toBeInTheDocument();
    first.unmount();

    // The next page (a new provider reading the saved list) shows no tip.
    renderWithClient(
      <TooltipTourProvider enabled>
        <Target />
      </TooltipTourProvider>,
    );
    await waitFor(() => expect(document.documentElement.dataset.tooltipTour).toBe("idle"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId("guided-tooltip")).not.toBeInTheDocument();
  });

  it("Escape dismisses for good too", async () => {
    const server = tooltipsServer([]);
    renderWithClient(
      <TooltipTourProvider enabled>
        <Target />
      </TooltipTourProvider>,
    );
    await screen.findByTestId("guided-tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(server.viewed()).toEqual(["help-center"]));
  });
});
