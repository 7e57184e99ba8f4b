import { withSession } from "@/lib/api/handler";
import { photoResponse } from "@/lib/api/photo-response";
import { viewerOf } from "@/lib/api/viewer";
import { jobScope } from "@/lib/jobs/access";
import { jobPhoto } from "@/lib/photos/photos";
import { jobPhotoParams as params, jobPhotoQuerySchema as query } from "@/lib/validation/job";

/** A photo of a job the member may open (`?size=thumbnail`: at most 320 px). */
export const GET = withSession(
  { permission: "field_work", params, query },
  async ({ user, params, query }) =>
    photoResponse(
      await jobPhoto(
        jobScope(viewerOf(user)),
        params.id,
        params.photoId,
        query.size === "thumbnail" ? "thumbnail" : "full",
      ),
      { cache: "no-store" },
    ),
);
