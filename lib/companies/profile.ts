import "server-only";
import { prisma } from "@/lib/db";
import { DomainError, invalid, notFound } from "@/lib/errors";
import { uniqueViolation } from "@/lib/db/errors";
import { changeCompanySlug, slugTaken } from "@/lib/companies/slug";
import { detectImageType, logoStorage, logoUrl } from "@/lib/companies/logo-storage";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, type CompanyProfileUpdate } from "@/lib/validation/profile";
import { type CompanyProfileDto } from "@/lib/companies/types";

export const profileSelect = {
  id: true,
  name: true,
  industryType: true,
  slug: true,
  logo: true,
  contactEmail: true,
  phone: true,
  website: true,
  address: true,
  paymentInstructions: true,
  timeZone: true,
} as const;

export async function getProfile(companyId: string): Promise<CompanyProfileDto> {
  const company = await prisma.company.findUnique({
    where: { id: companyId },
    select: profileSelect,
  });
  if (!company) throw notFound("Company not found.");
  return company;
}

/**
 * Updates the profile. A new slug keeps the old one as a SlugRedirect so that shared
 * /calculator?company=<old> links keep working; an owner may take back one of their own
 * old slugs, but never a slug that is (or used to be) another company's.
 */
export async function updateProfile(
  companyId: string,
  input: CompanyProfileUpdate,
): Promise<CompanyProfileDto> {
  try {
    return await prisma.$transaction(async (tx) => {
      const current = await tx.company.findUnique({
        where: { id: companyId },
        select: { slug: true },
      });
      if (!current) throw notFound("Company not found.");
      const { slug, ...rest } = input;
      if (slug !== undefined) await changeCompanySlug(tx, companyId, current.slug, slug);
      // Saving the time zone confirms it, UTC included (the setup checklist's "Time zone").
      const data = rest.timeZone !== undefined ? { ...rest, timeZoneConfirmed: true } : rest;
      return tx.company.update({ where: { id: companyId }, data, select: profileSelect });
    });
  } catch (error) {
    if (uniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const logoTooLarge = () =>
  new DomainError("too_large", LOGO_MESSAGES.tooLarge, [
    { path: "file", message: LOGO_MESSAGES.tooLarge },
  ]);
const logoRejected = (message: string) => invalid(message, [{ path: "file", message }]);

/** How much of an upload request is read: the logo plus the multipart envelope. */
export const LOGO_UPLOAD_LIMIT_BYTES = LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * Stores the logo sent as multipart/form-data (field "file"; the route reads the form within
 * LOGO_UPLOAD_LIMIT_BYTES) and points the company at
 * its new content-addressed URL. Everything is checked before anything is written, so a
 * refused file leaves the old logo in place.
 */
export async function uploadLogo(
  companyId: string,
  form: FormData | "too_large" | null,
): Promise<{ logo: string }> {
  if (form === "too_large") throw logoTooLarge();
  if (!form) throw logoRejected(LOGO_MESSAGES.missing);
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw logoRejected(LOGO_MESSAGES.missing);
  if (file.size > LOGO_MAX_BYTES) throw logoTooLarge();
  const data = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(data);
  if (type === "image/svg+xml") throw logoRejected(LOGO_MESSAGES.svg);
  if (!type) throw logoRejected(LOGO_MESSAGES.wrongType);
  const stored = await logoStorage.put(companyId, { contentType: type, data });
  const logo = logoUrl(companyId, stored.sha256);
  await prisma.company.update({ where: { id: companyId }, data: { logo } });
  return { logo };
}

/** Removes the logo; the dashboard and calculator fall back to the initials avatar. */
export async function removeLogo(companyId: string): Promise<{ logo: null }> {
  await prisma.company.update({ where: { id: companyId }, data: { logo: null } });
  await logoStorage.remove(companyId);
  return { logo: null };
}
