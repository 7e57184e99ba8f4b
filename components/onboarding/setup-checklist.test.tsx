import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import type { SetupChecklist, SetupStep } from "@/lib/dashboard/setup-steps";
import { SetupChecklistCard } from "./setup-checklist";

const NONE: Record<SetupStep, boolean> = {
  contact: false,
  logo: false,
  timeZone: false,
  services: false,
  calculatorLive: false,
  embed: false,
  testQuote: false,
};

function checklist(steps: Partial<Record<SetupStep, boolean>>, dismissed = false): SetupChecklist {
  const all = { ...NONE, ...steps };
  const done = Object.values(all).filter(Boolean).length;
  return {
    slug: "flow-right",
    industryType: "plumbing",
    steps: all,
    done,
    total: 7,
    complete: done === 7,
    dismissed,
  };
}

/** GET /api/dashboard/setup answers `state()`; welcome-seen sets it dismissed. */
function server(initial: SetupChecklist) {
  let state = initial;
  const posts: string[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === "/api/dashboard/setup") return jsonResponse(200, state);
    if (url.pathname === "/api/company/welcome-seen" && init?.method === "POST") {
      posts.push(url.pathname);
      state = { ...state, dismissed: true };
      return jsonResponse(200, { hasSeenWelcome: true });
    }
    if (url.pathname === "/api/company") return jsonResponse(200, {});
    if (url.pathname === "/api/marketplace/starters") return jsonResponse(200, []);
    return undefined;
  });
  return { fetchMock, posts };
}

describe("SetupChecklistCard", () => {
  it("lists every step as a read-only checkbox with its state, each linking to where it is done", async () => {
    server(checklist({ contact: true, services: true, timeZone: true }));
    renderWithClient(<SetupChecklistCard />);
    const card = await screen.findByRole("region", { name: "Get set up" });
    const list = within(card).getByRole("list", { name: "Setup steps" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(7);

    const checkbox = (name: string) => within(list).getByRole("checkbox", { name });
    expect(checkbox("Contact details")).toBeChecked();
    expect(checkbox("Contact details")).toHaveAttribute("aria-readonly", "true");
    expect(checkbox("Time zone")).toBeChecked();
    expect(checkbox("First services")).toBeChecked();
    expect(checkbox("Logo")).not.toBeChecked();
    expect(checkbox("Calculator live")).not.toBeChecked();
    expect(checkbox("Embed on your website")).not.toBeChecked();
    expect(checkbox("A test quote to yourself")).not.toBeChecked();
    // Read-only: not in the tab order, clicking changes nothing.
    expect(checkbox("Logo")).not.toHaveAttribute("tabindex");

    expect(
      within(card).getByText("3 of 7 done. Each step ticks itself once it is done."),
    ).toBeVisible();
    expect(
      within(card).getByRole("progressbar", { name: "Setup: 3 of 7 steps done" }),
    ).toBeVisible();

    const link = (name: string | RegExp) => within(list).getByRole("link", { name });
    expect(link("Add contact details")).toHaveAttribute("href", "/dashboard/company");
    expect(link("Upload your logo")).toHaveAttribute("href", "/dashboard/company");
    expect(link("Check your time zone")).toHaveAttribute("href", "/dashboard/company");
    expect(link("Add services")).toHaveAttribute("href", "/dashboard/services");
    const calculator = link(/^Open your calculator/);
    expect(calculator).toHaveAttribute("href", "/calculator?company=flow-right");
    expect(calculator).toHaveAttribute("target", "_blank");
    expect(calculator).toHaveAccessibleName("Open your calculator (opens in a new tab)");
    expect(link("Get the embed snippet")).toHaveAttribute("href", "/dashboard/calculator-setup");
    expect(link("Send a test quote")).toHaveAttribute("href", "/dashboard/quotes");

    // Not every step is done: no way to dismiss yet.
    expect(within(card).queryByRole("button", { name: "Dismiss checklist" })).toBeNull();
  });

  it("is dismissed once every step is done, and stays away", async () => {
    const all = checklist(Object.fromEntries(Object.keys(NONE).map((key) => [key, true])));
    const { posts } = server(all);
    const user = userEvent.setup();
    const first = renderWithClient(<SetupChecklistCard />);
    const dismiss = await screen.findByRole("button", { name: "Dismiss checklist" });
    expect(screen.getByText(/Everything is set up/)).toBeVisible();
    // Keyboard: tab to the button and press Enter.
    dismiss.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Get set up" })).toBeNull());
    expect(posts).toEqual(["/api/company/welcome-seen"]);
    first.unmount();

    renderWithClient(<SetupChecklistCard />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region", { name: "Get set up" })).toBeNull();
  });

  it("shows nothing when the owner dismissed it before", async () => {
    const { fetchMock } = server(checklist({}, true));
    renderWithClient(<SetupChecklistCard />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region", { name: "Get set up" })).toBeNull();
  });
});
