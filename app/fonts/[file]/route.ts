import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDF_FONT_FILES } from "@/lib/pdf/fonts";

/**
 * DejaVu Sans for PDFs made in the browser (lib/pdf/fonts.ts): the dejavu-fonts-ttf package's
 * files, served from this site so no estimate text or request leaves it. Only those files;
 * anything else is a 404. The package is not copied into public/, so there is no build step.
 */
const FILES = new Set<string>(Object.values(PDF_FONT_FILES));

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!FILES.has(file)) return new Response("Not found", { status: 404 });
  const bytes = await readFile(path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf", file));
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "font/ttf",
      "Cache-Control": "public, max-age=604800, immutable",
    },
  });
}
