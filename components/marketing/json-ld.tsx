import { headers } from "next/headers";
import { serializeJsonLd } from "@/lib/marketing/structured-data";
import { NONCE_HEADER } from "@/lib/security/headers";

/** A data block, never run; it carries the page's nonce like every <script> of the page. */
export async function JsonLd({ data }: { data: unknown }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
