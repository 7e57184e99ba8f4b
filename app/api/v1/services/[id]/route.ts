import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { getServiceV1, updateServiceV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.getService, async ({ key, params }) =>
  getServiceV1(key.companyId, params.id),
);

export const PATCH = v1Route(v1Operations.updateService, async ({ key, params, body }) =>
  updateServiceV1(key.companyId, params.id, body),
);
