import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { THEME_STORAGE_KEY } from "@/lib/theme/constants";
import { ThemeToggle } from "./theme-toggle";

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove("dark");
});

describe("ThemeToggle", () => {
  it("cycles light → dark → system and stores the choice", async () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole("button", { name: "Theme: light. Switch to dark theme" });

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Theme: dark. Switch to system theme");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Theme: system. Switch to light theme");
    expect(document.documentElement).not.toHaveClass("dark"); // the mocked system prefers light

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Theme: light. Switch to dark theme");
  });

  it("starts from the stored preference", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(
      await screen.findByRole("button", { name: "Theme: system. Switch to light theme" }),
    ).toBeInTheDocument();
  });
});
