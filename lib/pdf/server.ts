import "server-only";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { registerPdfFonts } from "./fonts";

/** Where the dejavu-fonts-ttf package keeps its files (also served by app/fonts/[file]). */
export const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");

/** Renders a document made of lib/pdf's parts to PDF bytes, with DejaVu Sans embedded. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerPdfFonts(FONT_DIR);
  return Buffer.from(await renderToBuffer(document));
}
