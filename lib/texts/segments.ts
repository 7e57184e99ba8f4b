/**
 * How many SMS segments a text costs (the template editor shows it): GSM-7 texts fit 160
 * characters in one segment and 153 per segment when split; any character outside GSM-7 makes
 * the whole text UCS-2, 70 in one segment and 67 per segment. Characters of the GSM-7
 * extension table (^ { } \ [ ~ ] | €) count twice.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";
const basic = new Set(Array.from(GSM_BASIC));
const extended = new Set(Array.from(GSM_EXTENDED));

export type SegmentCount = {
  encoding: "GSM-7" | "UCS-2";
  /** Characters as the encoding counts them (GSM-7 extension characters count 2). */
  units: number;
  segments: number;
  /** Characters per segment at this length (160/153 or 70/67). */
  perSegment: number;
};

export function countSegments(text: string): SegmentCount {
  const chars = Array.from(text);
  const gsm = chars.every((c) => basic.has(c) || extended.has(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (extended.has(c) ? 2 : 1), 0);
    const perSegment = units <= 160 ? 160 : 153;
    return {
      encoding: "GSM-7",
      units,
      segments: Math.max(1, Math.ceil(units / perSegment)),
      perSegment,
    };
  }
  // UCS-2 counts UTF-16 code units (an emoji is two).
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return {
    encoding: "UCS-2",
    units,
    segments: Math.max(1, Math.ceil(units / perSegment)),
    perSegment,
  };
}
