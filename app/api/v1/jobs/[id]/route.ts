import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getJobV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getJob, async ({ key, params }) =>
  getJobV1(key.companyId, params.id),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/jobs/{id}", v1Operations);
