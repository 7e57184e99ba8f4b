import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict } from "@/lib/errors";

const SLUG_TAKEN = "That calculator address is taken. Try another one.";

/** 409 naming the slug field: the address belongs (or used to belong) to another company. */
export const slugTaken = () => conflict(SLUG_TAKEN, [{ path: "slug", message: SLUG_TAKEN }]);

/**
 * A new company may not take a slug that another company still answers to through a
 * redirect: shared /calculator?company=<old> links must keep reaching their company.
 * (The unique index on Company.slug guards current slugs.)
 */
export async function assertSlugNotRedirected(tx: Prisma.TransactionClient, slug: string) {
  if (await tx.slugRedirect.findUnique({ where: { slug }, select: { slug: true } }))
    throw slugTaken();
}

/**
 * Moves a company to a new slug inside the caller's transaction and keeps the old slug as
 * a redirect. An owner may take back one of their own old slugs, never another company's.
 */
export async function changeCompanySlug(
  tx: Prisma.TransactionClient,
  companyId: string,
  currentSlug: string,
  newSlug: string,
) {
  if (newSlug === currentSlug) return;
  const redirect = await tx.slugRedirect.findUnique({ where: { slug: newSlug } });
  if (redirect && redirect.companyId !== companyId) throw slugTaken();
  if (redirect) await tx.slugRedirect.delete({ where: { slug: newSlug } });
  await tx.company.update({ where: { id: companyId }, data: { slug: newSlug } });
  await tx.slugRedirect.upsert({
    where: { slug: currentSlug },
    create: { slug: currentSlug, companyId },
    update: { companyId },
  });
}
