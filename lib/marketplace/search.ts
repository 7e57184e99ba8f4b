/**
 * The marketplace's browse rules (docs/marketplace.md, "Marketplace page"): a trade filter and
 * a search over a template's name, description and service names, case-insensitive, every
 * word of the search somewhere in them.
 */
import type { ServiceCategory } from "@/lib/categories";

export type SearchableListing = {
  trade: ServiceCategory;
  name: string;
  description: string | null;
  serviceNames: readonly string[];
};

const normal = (text: string) => text.toLocaleLowerCase("en-US");

export function matchesListing(
  listing: SearchableListing,
  { trade, query }: { trade: ServiceCategory | null; query: string },
): boolean {
  if (trade && listing.trade !== trade) return false;
  const words = normal(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normal(
    [listing.name, listing.description ?? "", ...listing.serviceNames].join("\n"),
  );
  return words.every((word) => haystack.includes(word));
}
