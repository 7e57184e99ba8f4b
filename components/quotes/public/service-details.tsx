import { formatAddress } from "@/lib/properties/match";
import type { PublicQuoteDto } from "@/lib/quotes/types";

/**
 * The service address and the photos the owner attached, on the customer's quote page. Photo
 * URLs go through the quote's own link token: only photos of this quote are served.
 */
export function ServiceDetails({ quote, token }: { quote: PublicQuoteDto; token: string }) {
  const photoIds = quote.photoIds ?? [];
  if (!quote.property && photoIds.length === 0) return null;
  const base = `/api/public/quotes/${encodeURIComponent(token)}/photos`;
  return (
    <section aria-label="Service details" className="space-y-2 text-sm">
      {quote.property && (
        <p>
          <span className="text-muted-foreground">Service address: </span>
          {formatAddress(quote.property)}
        </p>
      )}
      {photoIds.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {photoIds.map((id, index) => (
            <li key={id}>
              <a href={`${base}/${encodeURIComponent(id)}`} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- private, token-scoped image */}
                <img
                  src={`${base}/${encodeURIComponent(id)}/thumbnail`}
                  alt={`Photo ${index + 1}`}
                  className="h-20 w-20 rounded border object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
