import { withSession } from "@/lib/api/handler";
import { viewerOf } from "@/lib/api/viewer";
import { setChecklistItem } from "@/lib/jobs/field";
import { checklistItemSchema, jobItemParams as params } from "@/lib/validation/job";

/** Ticks or unticks a checklist item (in the field too). */
export const PATCH = withSession(
  { permission: "field_work", params, body: checklistItemSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) =>
    setChecklistItem(viewerOf(user), params.id, params.itemId, body.done),
);
