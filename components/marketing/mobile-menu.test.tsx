import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "./mobile-menu";

function renderMenu() {
  render(
    <div>
      <p>Outside</p>
      <MobileMenu
        links={[
          { href: "#features", label: "Features" },
          { href: "/login", label: "Log in" },
        ]}
        action={{ href: "/register", label: "Sign up" }}
      />
    </div>,
  );
  const details = screen.getByText("Menu").closest("details")!;
  return { details, summary: details.querySelector("summary")! };
}

describe("MobileMenu", () => {
  it("opens with the native disclosure and closes on a link click", async () => {
    const { details, summary } = renderMenu();
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");

    fireEvent.click(screen.getByRole("link", { name: "Features" }));
    expect(details.open).toBe(false);
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const { details, summary } = renderMenu();
    await userEvent.click(summary);
    await userEvent.keyboard("{Escape}");
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    const { details, summary } = renderMenu();
    await userEvent.click(summary);
    await userEvent.click(screen.getByText("Outside"));
    expect(details.open).toBe(false);
  });
});
