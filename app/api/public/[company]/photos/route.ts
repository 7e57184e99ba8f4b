import { NextResponse } from "next/server";
import { z } from "zod";
import { badRequest, payloadTooLarge } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { readFormWithin } from "@/lib/api/body";
import { resolvePublicCompany } from "@/lib/calculator/company";
import { MAX_PHOTO_REQUEST_BYTES } from "@/lib/photos/limits";
import { photoFilesOf, uploadPhotos } from "@/lib/photos/photos";
import { clientIp } from "@/lib/rate-limit";

const params = z.object({ company: z.string().min(1).max(100) });

/**
 * Public: a customer's photos for an estimate request (multipart/form-data, field `photos`,
 * 1–5 images of at most 10 MB, 30 MB in all): 201 `{ photos: [{ id, thumbnailUrl }] }`,
 * pending until the request names their ids (docs/product.md "Estimate request").
 */
export const POST = publicRoute(
  { params, accepts: "multipart", maxBodyBytes: MAX_PHOTO_REQUEST_BYTES },
  async ({ req, params }) => {
    const company = await resolvePublicCompany(params.company);
    const form = await readFormWithin(req, MAX_PHOTO_REQUEST_BYTES);
    if (form === "too_large") throw payloadTooLarge(MAX_PHOTO_REQUEST_BYTES);
    if (form === null)
      throw badRequest("Send the photos as multipart/form-data.", [
        { path: "photos", message: "Send the photos as multipart/form-data." },
      ]);
    const files = photoFilesOf(form, { required: true });
    const photos = await uploadPhotos(company.id, files, { ip: clientIp(req.headers) });
    return NextResponse.json({ photos }, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
);
