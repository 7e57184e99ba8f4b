/**
 * The consent to sign electronically that the customer reads and accepts before approving a
 * quote (ESIGN Act / UETA style). The page shows this text, the approval stores the time of
 * consent and this version, and the signed PDF names it. Change the text: bump the version.
 * The same text is in docs/quotes-public.md.
 */
export const ESIGN_DISCLOSURE_VERSION = "2026-11-esign-1";

export const ESIGN_DISCLOSURE: readonly string[] = [
  "By ticking the box below you agree to sign this quote electronically. Your typed or drawn signature has the same effect as a signature on paper, and you agree to receive this quote, its signed copy and notices about it electronically.",
  "You can get a paper copy at no charge: download the PDF from this page, or ask the company that sent the quote to mail you one.",
  "You may withdraw this consent at any time before you sign by not signing and asking the company for a paper quote instead; after signing, withdrawing consent does not undo the signature already given. Withdrawing costs nothing.",
  "To sign and keep a copy you need a current web browser and a way to open or print a PDF. Keep your contact details up to date with the company.",
];
