import "server-only";
import { logoStorage } from "@/lib/companies/logo-storage";

/** The HTTP answer carrying a quote's PDF (never cached anywhere but the receiver). */
export function quotePdfResponse(
  file: { bytes: Buffer; fileName: string },
  disposition: "attachment" | "inline" = "attachment",
) {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${file.fileName}"`,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A logo is an image, never a document: no script or style runs in it even when it is opened
 * on its own. next.config.mjs sends the same policy for /api/logos (its /api policy would
 * otherwise replace this one).
 */
export const LOGO_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const LOGO_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": LOGO_CONTENT_SECURITY_POLICY,
  "Cross-Origin-Resource-Policy": "same-site",
};

/**
 * The logo bytes for GET /api/logos/<companyId>/<hash>. The current hash is cached for a
 * year (the URL changes on each upload); an outdated hash still gets the current logo,
 * revalidated each time, so a page that loaded before an upload shows no broken image.
 */
export async function logoResponse(companyId: string, hash: string, ifNoneMatch: string | null) {
  const logo = await logoStorage.get(companyId);
  if (!logo) {
    return new Response(JSON.stringify({ message: "No logo.", code: "not_found" }), {
      status: 404,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    });
  }
  const etag = `"${logo.sha256}"`;
  const current = logo.sha256.startsWith(hash) && hash.length >= 16;
  const headers = {
    ...LOGO_HEADERS,
    ETag: etag,
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, no-cache",
    "Last-Modified": logo.updatedAt.toUTCString(),
  };
  if (
    ifNoneMatch &&
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Blob([new Uint8Array(logo.data)]), {
    status: 200,
    headers: {
      ...headers,
      "Content-Type": logo.contentType,
      "Content-Length": String(logo.data.byteLength),
    },
  });
}
