import { NextResponse, type NextRequest } from "next/server";
import { badRequest, errorResponse, payloadTooLarge, validationError } from "@/lib/api/errors";
import { readFormWithin } from "@/lib/api/body";
import { declare, publicRoute, withSession, type RouteContext } from "@/lib/api/handler";
import { prisma } from "@/lib/db";
import { MAX_PHOTO_REQUEST_BYTES } from "@/lib/photos/limits";
import { photoFilesOf, uploadPhotos } from "@/lib/photos/photos";
import { findUnstorableText } from "@/lib/validation/text";
import { createEstimateRequest } from "@/lib/estimates/create";
import { listEstimateRequests } from "@/lib/estimates/owner";
import { clientIp } from "@/lib/rate-limit";
import { kickJobsAfterResponse } from "@/lib/worker/run";
import {
  estimateListQuerySchema,
  estimateRequestSchema,
  idempotencyKeySchema,
  MAX_ESTIMATE_BODY_BYTES,
} from "@/lib/validation/estimate";

type EstimateBody = ReturnType<typeof estimateRequestSchema.parse>;

function idempotencyKeyOf(req: NextRequest) {
  const header = req.headers.get("idempotency-key");
  let idempotencyKey: string | null = null;
  if (header !== null) {
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid Idempotency-Key.";
      throw badRequest(message, [{ path: "Idempotency-Key", message }]);
    }
    idempotencyKey = parsed.data;
  }
  return idempotencyKey;
}

async function answer(req: NextRequest, body: EstimateBody) {
  const { result, replayed } = await createEstimateRequest(body, {
    idempotencyKey: idempotencyKeyOf(req),
    ip: clientIp(req.headers),
  });
  if (!replayed) kickJobsAfterResponse();
  return NextResponse.json(result, {
    status: replayed ? 200 : 201,
    headers: replayed ? { "Idempotent-Replayed": "true" } : undefined,
  });
}

const postJson = publicRoute(
  { body: estimateRequestSchema, maxBodyBytes: MAX_ESTIMATE_BODY_BYTES },
  async ({ req, body }) => answer(req, body),
);

/** The JSON of a multipart request's `payload` field, with the JSON route's checks. */
function payloadOf(form: FormData): EstimateBody {
  const field = form.get("payload");
  const fail = (message: string) => badRequest(message, [{ path: "payload", message }]);
  if (typeof field !== "string") throw fail("Send the request as a `payload` field of JSON.");
  if (new TextEncoder().encode(field).byteLength > MAX_ESTIMATE_BODY_BYTES)
    throw payloadTooLarge(MAX_ESTIMATE_BODY_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    throw fail("Malformed JSON in payload.");
  }
  const issue = findUnstorableText(json, "body");
  if (issue) throw badRequest(`Invalid body. ${issue.path}: ${issue.message}`, [issue]);
  const parsed = estimateRequestSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error, "body");
  return parsed.data;
}

/**
 * The same request as one multipart/form-data body: `payload` (the JSON) and `photos` (up to
 * five files), for clients that prefer one request. The photos are stored first and claimed
 * by the request; if the request is refused they stay pending and are deleted after 24 hours.
 */
const postMultipart = publicRoute(
  { accepts: "multipart", maxBodyBytes: MAX_PHOTO_REQUEST_BYTES },
  async ({ req }) => {
    const form = await readFormWithin(req, MAX_PHOTO_REQUEST_BYTES);
    if (form === "too_large") throw payloadTooLarge(MAX_PHOTO_REQUEST_BYTES);
    if (form === null)
      throw badRequest("Malformed multipart body.", [
        { path: "body", message: "Malformed multipart body." },
      ]);
    const body = payloadOf(form);
    const files = photoFilesOf(form, { required: false });
    if (files.length + (body.photoIds?.length ?? 0) > 5)
      throw badRequest("Invalid body. photos: At most 5 photos.", [
        { path: "photos", message: "At most 5 photos." },
      ]);
    if (files.length > 0) {
      const company = await prisma.company.findUnique({
        where: { id: body.companyId },
        select: { isActive: true },
      });
      if (!company?.isActive)
        throw badRequest("Invalid body. companyId: Unknown company.", [
          { path: "companyId", message: "Unknown company." },
        ]);
      const uploaded = await uploadPhotos(body.companyId, files, { ip: clientIp(req.headers) });
      body.photoIds = [...(body.photoIds ?? []), ...uploaded.map((photo) => photo.id)];
    }
    return answer(req, body);
  },
);

/**
 * Public: a customer's estimate request from the calculator, as JSON or as multipart/form-data
 * (`payload` + `photos`).
 */
export const POST = declare(
  { kind: "public" },
  async (req: NextRequest, context?: RouteContext) => {
    const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    try {
      return type === "multipart/form-data" ? postMultipart(req, context) : postJson(req, context);
    } catch (error) {
      return errorResponse(error);
    }
  },
);

/** Owner: the company's requests, newest first. */
export const GET = withSession(
  { permission: "requests", query: estimateListQuerySchema },
  async ({ user, query }) =>
    listEstimateRequests(user.companyId, query, query.assigned === "me" ? user.userId : undefined),
);
