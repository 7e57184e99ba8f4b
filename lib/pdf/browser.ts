/**
 * PDFs made in the browser (the calculator's and the demo's estimates): nothing is uploaded.
 * Import this module (and the document using it) with a dynamic import on click, so
 * @react-pdf/renderer never weighs on a page's first load.
 */
import type { ReactElement } from "react";
import { pdf, type DocumentProps } from "@react-pdf/renderer";
import { EMBEDDED_FAMILY, fitsStandardFont, registerPdfFonts, STANDARD_FAMILY } from "./fonts";
import { imageDataUrl } from "./parts";

/**
 * The typeface for these texts: Helvetica (built in, nothing fetched) when it can show them,
 * else DejaVu Sans from this site's /fonts/ route.
 */
export function browserPdfFamily(texts: readonly (string | null | undefined)[]) {
  if (fitsStandardFont(texts)) return STANDARD_FAMILY;
  registerPdfFonts("/fonts");
  return EMBEDDED_FAMILY;
}

export function renderPdfBlob(document: ReactElement<DocumentProps>): Promise<Blob> {
  return pdf(document).toBlob();
}

/** The logo at `url` as a data URL the PDF can embed (PNG or JPEG), or null. */
export async function fetchLogoDataUrl(url: string | null | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return imageDataUrl(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return null;
  }
}
