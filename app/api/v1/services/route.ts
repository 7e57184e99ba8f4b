import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { createServiceV1, listServicesV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.listServices, async ({ key, query }) =>
  listServicesV1(key.companyId, query),
);

export const POST = v1Route(v1Operations.createService, async ({ key, body }) =>
  createServiceV1(key.companyId, body),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/services", v1Operations);
