import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider, useTheme } from "./theme-provider";
import { THEME_STORAGE_KEY, themeInitScript } from "@/lib/theme/constants";

let prefersDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  prefersDark = false;
  mediaListeners.clear();
  window.localStorage.clear();
  document.documentElement.className = "";
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes("dark") && prefersDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button onClick={() => setTheme("dark")}>dark</button>
      <button onClick={() => setTheme("system")}>system</button>
    </div>
  );
}

describe("ThemeProvider", () => {
  it("defaults to light", () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText("light/light")).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("stores the choice under its fixed key and paints it", async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "dark" }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(screen.getByText("dark/dark")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("follows the device preference with system", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText("system/light")).toBeInTheDocument();
    prefersDark = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    expect(screen.getByText("system/dark")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("the head script paints the stored theme before React loads", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    new Function(themeInitScript)();
    expect(document.documentElement).toHaveClass("dark");
    window.localStorage.setItem(THEME_STORAGE_KEY, "bogus");
    new Function(themeInitScript)();
    expect(document.documentElement).not.toHaveClass("dark");
  });
});
