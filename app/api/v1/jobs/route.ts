import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { listJobsV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.listJobs, async ({ key, query }) =>
  listJobsV1(key.companyId, query),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/jobs", v1Operations);
