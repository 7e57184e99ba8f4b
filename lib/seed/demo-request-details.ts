import { randomBytes } from "node:crypto";
import type { Company, Prisma } from "@prisma/client";
import sharp from "sharp";
import { SMS_CONSENT_VERSION } from "@/lib/estimates/sms-consent";
import { encodePhoto } from "@/lib/photos/encode";
import { propertyMatchKey } from "@/lib/properties/match";
import { ADDRESSES } from "./demo-quotes-data";

const DAY = 24 * 60 * 60 * 1000;

/** What the demo's customers wrote about their jobs (one per request, in turn). */
export const DEMO_DESCRIPTIONS = [
  "The kitchen outlets trip whenever the microwave and kettle run together.",
  "Two bathroom faucets drip and the toilet runs after flushing.",
  "Upstairs stays warm in the evening; the system is about twelve years old.",
  "Back fence is leaning after the storm, about 40 feet of it.",
  "Living room and hallway need a repaint, ceilings included if possible.",
  "Would like a charger in the garage for a new EV, panel is in the same wall.",
];

/** The demo's photos: a colour and a label each, drawn at seed time. */
export const DEMO_PHOTOS = [
  { label: "Kitchen outlet", color: "#c2410c" },
  { label: "Breaker panel", color: "#1d4ed8" },
  { label: "Bathroom faucet", color: "#047857" },
  { label: "Garage wall", color: "#6d28d9" },
] as const;

/** "4105 Avenue H, Austin, TX 78751" as a property's parts. */
export function parseDemoAddress(address: string) {
  const [line1, city, regionAndZip] = address.split(",").map((part) => part.trim());
  const [region, postalCode] = regionAndZip.split(/\s+/);
  return { line1, line2: null, city, region, postalCode };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 640×480 solid-colour JPEG with its label (an SVG overlay), re-encoded as uploads are. */
export async function demoPhoto(label: string, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect x="40" y="360" width="560" height="80" rx="12" fill="#ffffff" fill-opacity="0.85"/>
  <text x="320" y="412" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" text-anchor="middle" fill="#111827">${escapeXml(label)}</text>
</svg>`;
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: color },
  })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return encodePhoto(jpeg);
}

/**
 * Issue 27 on the demo company: each client's address becomes their property, their requests
 * name it and carry a description, preferred times and (with a phone, every other one) SMS
 * consent; the latest requests of three quoted clients carry photos, the quotes their client's
 * property, and the sent quote shows one photo to its customer. Runs after seedDemoQuotes.
 * The photos are kept in the database (the seed's transaction writes them), which serves them
 * whatever storage is configured later.
 */
export async function seedDemoRequestDetails(
  tx: Prisma.TransactionClient,
  company: Company,
  { now = new Date() }: { now?: Date } = {},
) {
  const clients = await tx.client.findMany({
    where: { companyId: company.id },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
  });
  const propertyOf = new Map<string, string>();
  for (const client of clients) {
    const address = ADDRESSES[client.name];
    if (!address) continue;
    const parts = parseDemoAddress(address);
    const property = await tx.property.create({
      data: {
        ...parts,
        companyId: company.id,
        clientId: client.id,
        matchKey: propertyMatchKey(parts),
      },
      select: { id: true },
    });
    propertyOf.set(client.id, property.id);
  }

  const requests = await tx.estimateRequest.findMany({
    where: { companyId: company.id, isSpam: false },
    select: { id: true, clientId: true, customerPhone: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
  const periods = ["morning", "afternoon", "evening"] as const;
  for (const [index, request] of requests.entries()) {
    const propertyId = request.clientId ? (propertyOf.get(request.clientId) ?? null) : null;
    const property = propertyId
      ? await tx.property.findUniqueOrThrow({ where: { id: propertyId } })
      : null;
    // Times from two days after the request: the latest requests ask for days still ahead.
    const day = (offset: number) =>
      new Date(request.createdAt.getTime() + offset * DAY).toISOString().slice(0, 10);
    const consent = Boolean(request.customerPhone) && index % 2 === 0;
    await tx.estimateRequest.update({
      where: { id: request.id },
      data: {
        propertyId,
        serviceAddress: property
          ? {
              line1: property.line1,
              line2: property.line2,
              city: property.city,
              region: property.region,
              postalCode: property.postalCode,
            }
          : undefined,
        description: DEMO_DESCRIPTIONS[index % DEMO_DESCRIPTIONS.length],
        preferredWindows:
          index % 3 === 2
            ? []
            : [
                { date: day(2), period: periods[index % 3] },
                ...(index % 2 === 0 ? [{ date: day(4), period: periods[(index + 1) % 3] }] : []),
              ],
        smsConsent: consent,
        smsConsentVersion: consent ? SMS_CONSENT_VERSION : null,
      },
    });
  }

  const quotes = await tx.quote.findMany({
    where: { companyId: company.id },
    select: {
      id: true,
      clientId: true,
      status: true,
      estimateRequestId: true,
      supersededById: true,
    },
    orderBy: [{ number: "asc" }, { revision: "asc" }],
  });
  for (const quote of quotes) {
    const propertyId = quote.clientId ? propertyOf.get(quote.clientId) : undefined;
    if (propertyId) await tx.quote.update({ where: { id: quote.id }, data: { propertyId } });
  }

  // Photos on the latest request of the sent, the draft and the viewed quote's clients; the
  // sent quote shows the first of its request's photos.
  const current = quotes.filter((quote) => !quote.supersededById && quote.clientId);
  const pictured = (["sent", "draft", "viewed"] as const)
    .map((status) => current.find((quote) => quote.status === status))
    .filter((quote): quote is (typeof current)[number] => Boolean(quote));
  let photoIndex = 0;
  let photos = 0;
  for (const quote of pictured) {
    const request =
      requests.find((candidate) => candidate.id === quote.estimateRequestId) ??
      requests.find((candidate) => candidate.clientId === quote.clientId);
    if (!request) continue;
    const count = quote.status === "sent" ? 2 : 1;
    const ids: string[] = [];
    for (let n = 0; n < count && photoIndex < DEMO_PHOTOS.length; n += 1, photoIndex += 1) {
      const { label, color } = DEMO_PHOTOS[photoIndex];
      const photo = await demoPhoto(label, color);
      const id = randomBytes(18).toString("base64url");
      await tx.photo.create({
        data: {
          id,
          companyId: company.id,
          estimateRequestId: request.id,
          clientId: quote.clientId,
          storage: "db",
          contentType: photo.contentType,
          width: photo.width,
          height: photo.height,
          size: photo.full.byteLength,
          bytes: new Uint8Array(photo.full),
          thumbnail: new Uint8Array(photo.thumbnail),
          claimedAt: new Date(Math.min(request.createdAt.getTime(), now.getTime())),
          createdAt: request.createdAt,
        },
      });
      ids.push(id);
      photos += 1;
    }
    if (quote.status === "sent" && ids[0])
      await tx.quotePhoto.create({ data: { quoteId: quote.id, photoId: ids[0] } });
  }
  return { properties: propertyOf.size, photos };
}
