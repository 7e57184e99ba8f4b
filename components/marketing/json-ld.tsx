import { serializeJsonLd } from "@/lib/marketing/structured-data";

/**
 * A data block (type application/ld+json): the browser never runs it, so no script policy
 * applies and it needs no nonce, which would make its page render per request.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
