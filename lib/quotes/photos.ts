import "server-only";
import { conflict, invalid, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { quotePhoto } from "@/lib/photos/photos";
import type { PhotoVariant } from "@/lib/photos/storage";
import { hashQuoteToken, isWellFormedToken } from "./token";

/** A photo on the customer's quote link: only photos attached to that very quote, else 404. */
export async function quotePhotoByToken(token: string, photoId: string, variant: PhotoVariant) {
  if (!isWellFormedToken(token)) throw notFound("Photo not found.");
  const quote = await prisma.quote.findUnique({
    where: { tokenHash: hashQuoteToken(token) },
    select: { id: true, company: { select: { isActive: true } } },
  });
  if (!quote || !quote.company.isActive) throw notFound("Photo not found.");
  return quotePhoto(quote.id, photoId, variant);
}

export type QuotePhotosDto = {
  /** Photos shown on the quote (and to the customer on /q). */
  attached: string[];
  /** The client's photos (from its requests) that may be attached. */
  available: string[];
};

async function ownQuote(companyId: string, quoteId: string) {
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    select: { id: true, clientId: true, status: true, estimateRequestId: true },
  });
  if (!quote) throw notFound("Quote not found.");
  return quote;
}

/** GET /api/quotes/{id}/photos: what is attached and what the client has. */
export async function listQuotePhotos(companyId: string, quoteId: string): Promise<QuotePhotosDto> {
  const quote = await ownQuote(companyId, quoteId);
  const [attached, available] = await Promise.all([
    prisma.quotePhoto.findMany({
      where: { quoteId: quote.id },
      select: { photoId: true },
      orderBy: { createdAt: "asc" },
    }),
    prisma.photo.findMany({
      where: {
        companyId,
        estimateRequestId: { not: null },
        OR: [
          ...(quote.clientId ? [{ clientId: quote.clientId }] : []),
          ...(quote.estimateRequestId ? [{ estimateRequestId: quote.estimateRequestId }] : []),
        ],
      },
      select: { id: true },
      orderBy: { createdAt: "desc" },
      take: 100,
    }),
  ]);
  return {
    attached: attached.map((link) => link.photoId),
    available: quote.clientId || quote.estimateRequestId ? available.map((photo) => photo.id) : [],
  };
}

/**
 * PUT /api/quotes/{id}/photos: the photos shown on the quote, replaced as a whole. Each must
 * be one of the company's claimed photos of the quote's client or request; a quote the
 * customer has answered keeps its photos.
 */
export async function setQuotePhotos(
  companyId: string,
  quoteId: string,
  photoIds: string[],
): Promise<QuotePhotosDto> {
  const quote = await ownQuote(companyId, quoteId);
  if (quote.status === "approved" || quote.status === "declined")
    throw conflict("An answered quote keeps its photos.");
  const ids = [...new Set(photoIds)];
  const { available } = await listQuotePhotos(companyId, quoteId);
  const allowed = new Set(available);
  const unknown = ids.findIndex((id) => !allowed.has(id));
  if (unknown >= 0)
    throw invalid(`Invalid body. photoIds.${unknown}: Unknown photo.`, [
      { path: `photoIds.${unknown}`, message: "Unknown photo." },
    ]);
  await prisma.$transaction([
    prisma.quotePhoto.deleteMany({ where: { quoteId: quote.id, photoId: { notIn: ids } } }),
    prisma.quotePhoto.createMany({
      data: ids.map((photoId) => ({ quoteId: quote.id, photoId })),
      skipDuplicates: true,
    }),
  ]);
  return listQuotePhotos(companyId, quoteId);
}
