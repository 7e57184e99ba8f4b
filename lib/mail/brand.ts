import "server-only";
import { absoluteUrl } from "@/lib/site";
import type { MailBrand } from "./templates/layout";

/** A company's branding in its mails: name, logo (an absolute URL) and accent colour. */
export function companyBrand(company: {
  name: string;
  logo: string | null;
  accentColor: string | null;
}): MailBrand {
  const logo = company.logo?.trim();
  return {
    name: company.name,
    logoUrl: !logo ? null : /^https?:\/\//i.test(logo) ? logo : absoluteUrl(logo),
    accentColor: company.accentColor,
  };
}

/**
 * Where a customer's reply to any mail of the company goes: its contact email, else its
 * first owner's login (never the no-reply sender).
 */
export const customerReplyTo = (contactEmail: string | null, ownerEmails: readonly string[]) =>
  contactEmail?.trim() || ownerEmails[0] || undefined;
