import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getServiceV1, updateServiceV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getService, async ({ key, params }) =>
  getServiceV1(key.companyId, params.id),
);

export const PATCH = v1Route(v1Operations.updateService, async ({ key, params, body }) =>
  updateServiceV1(key.companyId, params.id, body),
);

export const { POST, PUT, DELETE } = methodsNotAllowed("/api/v1/services/{id}", v1Operations);
