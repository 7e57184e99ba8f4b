/**
 * The arithmetic of public quote links lives in lib/resources/quote-link.ts (a quote's public
 * shape carries its link); re-exported here for the quotes domain and the demo seed.
 */
export { deriveQuoteToken, hashQuoteToken, quoteLinkSecret } from "@/lib/resources/quote-link";
