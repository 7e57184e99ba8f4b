import "server-only";
import { conflict, invalid, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { listProperties, PROPERTY_SELECT, toPropertyDto } from "@/lib/properties/properties";

/** GET /api/quotes/{id}/property: the quote's property and the client's others to pick from. */
export async function getQuoteProperty(companyId: string, quoteId: string) {
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    select: { clientId: true, property: { select: PROPERTY_SELECT } },
  });
  if (!quote) throw notFound("Quote not found.");
  return {
    property: quote.property ? toPropertyDto(quote.property) : null,
    options: quote.clientId ? await listProperties(companyId, quote.clientId) : [],
  };
}

/**
 * PUT /api/quotes/{id}/property: where the work is done, one of the quote's client's
 * properties (null: none). A quote the customer has answered keeps its address.
 */
export async function setQuoteProperty(
  companyId: string,
  quoteId: string,
  propertyId: string | null,
) {
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    select: { id: true, clientId: true, status: true },
  });
  if (!quote) throw notFound("Quote not found.");
  if (quote.status === "approved" || quote.status === "declined")
    throw conflict("An answered quote keeps its service address.");
  if (propertyId !== null) {
    const property = quote.clientId
      ? await prisma.property.findFirst({
          where: { id: propertyId, companyId, clientId: quote.clientId },
          select: { id: true },
        })
      : null;
    if (!property)
      throw invalid("Invalid body. propertyId: Not a property of the quote's client.", [
        { path: "propertyId", message: "Not a property of the quote's client." },
      ]);
  }
  await prisma.quote.update({ where: { id: quote.id }, data: { propertyId } });
  return getQuoteProperty(companyId, quoteId);
}
