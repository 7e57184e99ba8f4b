/**
 * The key a client's property is matched by: line 1 and the postal code, lower-cased, spaces
 * collapsed (line 1) or removed (postal code). "12 Oak St", "12  oak st" and "12 OAK ST" are
 * one property; a different postal code is another.
 */
export function propertyMatchKey(address: { line1: string; postalCode: string }) {
  const line1 = address.line1.trim().toLowerCase().replace(/\s+/g, " ");
  const postalCode = address.postalCode.trim().toLowerCase().replace(/\s+/g, "");
  return `${line1}|${postalCode}`;
}

export type AddressLike = {
  line1: string;
  line2?: string | null;
  city: string;
  region: string;
  postalCode: string;
};

/** One line: "12 Oak St, Apt 3, Austin, TX 78701". */
export function formatAddress(address: AddressLike) {
  return [address.line1, address.line2, address.city, `${address.region} ${address.postalCode}`]
    .map((part) => (part ?? "").trim())
    .filter(Boolean)
    .join(", ");
}

/** A Google Maps search for the address (the owner's request page). */
export function mapLink(address: AddressLike) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(address))}`;
}
