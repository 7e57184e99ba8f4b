import { Font } from "@react-pdf/renderer";

/**
 * The PDFs' typeface. On the server every document embeds DejaVu Sans (subset to the glyphs
 * used), which covers em dashes, accents, Greek and Cyrillic; it is read from the
 * dejavu-fonts-ttf package. In the browser (the calculator's and the demo's estimates, made
 * with no upload) a document whose text the built-in Helvetica can show (WinAnsi: Latin-1 plus
 * dashes, curly quotes, the euro sign) uses Helvetica and fetches nothing; any other text
 * loads DejaVu Sans from this site's /fonts/ route (app/fonts/[file]/route.ts), which serves
 * the same package files.
 */
export const EMBEDDED_FAMILY = "DejaVu Sans";
export const STANDARD_FAMILY = "Helvetica";
export const PDF_FONT_FILES = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  oblique: "DejaVuSans-Oblique.ttf",
} as const;

let registered: string | null = null;

/**
 * Registers DejaVu Sans from `base`: the package's folder on the server (lib/pdf/server.ts),
 * "/fonts" in the browser.
 */
export function registerPdfFonts(base: string) {
  if (registered === base) return;
  const src = (file: string) => `${base}/${file}`;
  Font.register({
    family: EMBEDDED_FAMILY,
    fonts: [
      { src: src(PDF_FONT_FILES.regular) },
      { src: src(PDF_FONT_FILES.bold), fontWeight: "bold" },
      { src: src(PDF_FONT_FILES.oblique), fontStyle: "italic" },
    ],
  });
  // Words are never hyphenated (amounts, names and hashes must print as written).
  Font.registerHyphenationCallback((word) => [word]);
  registered = base;
}

// The characters of WinAnsi (cp1252) beyond Latin-1 that the standard fonts can show.
const WIN_ANSI_EXTRA = new Set(
  "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".split("").map((char) => char.codePointAt(0)!),
);

/** True when Helvetica can show every character of the texts (no font download needed). */
export function fitsStandardFont(texts: readonly (string | null | undefined)[]) {
  for (const text of texts) {
    if (!text) continue;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) continue;
      if (!WIN_ANSI_EXTRA.has(code)) return false;
    }
  }
  return true;
}

/**
 * The text as DejaVu Sans can print it: characters it has no glyph for (CJK, Hangul, kana,
 * emoji and other astral characters) become "?", so they never print as garbage.
 */
export function pdfSafeText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "  ")
    .replace(
      /[\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\ud800-\udbff][\udc00-\udfff]/g,
      "?",
    );
}
