import "server-only";
import { LOGO_CONTENT_SECURITY_POLICY } from "@/lib/api/files";
import type { PhotoFile } from "@/lib/photos/photos";

/**
 * A customer's photo: private to who may see it (never stored by a shared cache), an image
 * and never a document (nosniff, sandboxed like the logo). `download` answers it as an
 * attachment.
 */
export function photoResponse(
  file: PhotoFile,
  { cache, download = false }: { cache: "no-store" | "max-age"; download?: boolean },
) {
  return new Response(new Blob([new Uint8Array(file.bytes)]), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${file.fileName}"`,
      "Cache-Control": cache === "no-store" ? "private, no-store" : "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": LOGO_CONTENT_SECURITY_POLICY,
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Robots-Tag": "noindex",
    },
  });
}
