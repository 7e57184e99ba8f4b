import { NextResponse } from "next/server";
import { badRequest, payloadTooLarge } from "@/lib/api/errors";
import { readFormWithin } from "@/lib/api/body";
import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { addJobPhotos } from "@/lib/jobs/field";
import { MAX_PHOTO_REQUEST_BYTES } from "@/lib/photos/limits";
import { photoFilesOf } from "@/lib/photos/photos";
import { jobParams as params } from "@/lib/validation/job";

/** Photos from the field (multipart/form-data, field `photos`, 1–5 images). */
export const POST = withSession(
  { permission: "field_work", params, accepts: "multipart", maxBodyBytes: MAX_PHOTO_REQUEST_BYTES },
  async ({ req, user, params }) => {
    const form = await readFormWithin(req, MAX_PHOTO_REQUEST_BYTES);
    if (form === "too_large") throw payloadTooLarge(MAX_PHOTO_REQUEST_BYTES);
    if (form === null)
      throw badRequest("Send the photos as multipart/form-data.", [
        { path: "photos", message: "Send the photos as multipart/form-data." },
      ]);
    const files = photoFilesOf(form, { required: true });
    return NextResponse.json(await addJobPhotos(viewerOf(user), params.id, files), {
      status: 201,
    });
  },
);
