import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fireEvent } from "@testing-library/react";
import { TopBar } from "@/components/dashboard/top-bar";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { HelpMenu } from "@/components/dashboard/top-bar-menus";
import { Button } from "@/components/ui/button";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

// The theme switch is not this test's business (it reads the browser's colour scheme).
jest.mock("@/components/marketing/theme-toggle", () => ({ ThemeToggle: () => null }));
beforeAll(polyfillRadix);

const site = {
  name: "QuoteCraft",
  supportEmail: "help@example.com",
  docsUrl: "https://docs.example",
};

function bar(onSignOut = jest.fn()) {
  mockFetch((url) =>
    url.pathname === "/api/account/companies"
      ? jsonResponse(200, {
          current: "c1",
          companies: [{ id: "c1", name: "Acme Plumbing", role: "owner" }],
        })
      : undefined,
  );
  renderWithClient(
    <TopBar
      role="owner"
      site={site}
      company={undefined}
      menuOpen={false}
      onOpenMenu={() => undefined}
      onShowTutorial={() => undefined}
      onSignOut={onSignOut}
    />,
  );
}

it("opens the account menu, loaded on the first press, and signs out from it", async () => {
  const onSignOut = jest.fn();
  bar(onSignOut);
  const trigger = screen.getByRole("button", { name: "Account menu" });
  expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  expect(trigger).toHaveAttribute("aria-expanded", "false");
  // The press comes before the menu's code (no hover first): the menu opens once it is there.
  const user = userEvent.setup({ skipHover: true });
  await user.click(trigger);
  await user.click(await screen.findByRole("menuitem", { name: "Sign Out" }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});

it("opens the help menu from the keyboard", async () => {
  bar();
  const user = userEvent.setup();
  screen.getByRole("button", { name: "Help" }).focus();
  await user.keyboard("{ArrowDown}");
  const menu = await screen.findByRole("menu");
  expect(menu).toHaveTextContent("Contact Support");
  expect(screen.getByRole("menuitem", { name: "Show Setup Checklist" })).toBeInTheDocument();
});

it("loads nothing until wanted, and tries again after a failed load", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(HelpMenu);
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <LazyMenu
      load={load}
      menuProps={{ site, settings: false, onShowTutorial: () => undefined }}
      trigger={<Button aria-label="Help">Help</Button>}
    />,
  );
  expect(load).not.toHaveBeenCalled();
  const trigger = screen.getByRole("button", { name: "Help" });
  fireEvent.pointerEnter(trigger);
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith("Could not load the menu", expect.any(Error)),
  );
  expect(screen.queryByRole("menu")).toBeNull();
  // A screen reader's activation: a click with no pointer press before it.
  fireEvent.click(trigger, { detail: 0 });
  expect(await screen.findByRole("menu")).toHaveTextContent("Documentation");
  expect(load).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
