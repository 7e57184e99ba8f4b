/**
 * Probable-spam signals of a public estimate request. A flagged request is still stored
 * (marked) so that nothing a real customer sends is lost; the owner just isn't mailed.
 */
const LINK = /(https?:\/\/|www\.)/i;

export function spamReason(input: { website?: string; customerName: string }): string | null {
  if (input.website && input.website.trim() !== "") return "honeypot";
  if (LINK.test(input.customerName)) return "link-in-name";
  return null;
}
