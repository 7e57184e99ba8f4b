"use client";

import { useTheme } from "@/components/theme/theme-provider";
import { monitorIcon, moonIcon, sunIcon } from "@/lib/marketing/icons";
import { THEMES, type ThemePreference } from "@/lib/theme/constants";
import { Icon } from "./icon";

const LABELS: Record<ThemePreference, string> = { light: "light", dark: "dark", system: "system" };
const ICONS = { light: sunIcon, dark: moonIcon, system: monitorIcon } as const;

/** Cycles light → dark → system. Plain classes keep this island free of class-merging code. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
  const label = `Theme: ${LABELS[theme]}. Switch to ${LABELS[next]} theme`;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      className="text-muted-foreground hover:bg-accent hover:text-accent-foreground inline-flex size-9 items-center justify-center rounded-md transition-colors"
    >
      <Icon icon={ICONS[theme]} className="size-5" />
    </button>
  );
}
