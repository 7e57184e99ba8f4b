import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { createServiceV1, listServicesV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.listServices, async ({ key, query }) =>
  listServicesV1(key.companyId, query),
);

export const POST = v1Route(v1Operations.createService, async ({ key, body }) =>
  createServiceV1(key.companyId, body),
);
