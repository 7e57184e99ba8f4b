/** The one localStorage key that holds the theme preference ("light" | "dark" | "system"). */
export const THEME_STORAGE_KEY = "quotecraft-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = "light";

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** Resolves a preference to the theme actually painted. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean) {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme.
 * Kept dependency-free and tiny: it is inlined into every HTML response.
 */
export const themeInitScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(p!=="light"&&p!=="dark"&&p!=="system")p=${JSON.stringify(
  DEFAULT_THEME,
)};var d=p==="dark"||(p==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var c=document.documentElement.classList;c.toggle("dark",d);}catch(e){}})();`;
