/**
 * The owner's accent colour as CSS variables for the calculator, with a readable text colour
 * on top of it (WCAG relative luminance: dark text on light accents, white on dark ones).
 */
export function accentStyle(hex: string | null | undefined): Record<string, string> | undefined {
  if (!hex || !/^#[0-9a-fA-F]{6}$/.test(hex)) return undefined;
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const foreground = luminance > 0.179 ? "#0b0d12" : "#ffffff";
  return { "--primary": hex, "--primary-foreground": foreground, "--ring": hex };
}
