import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { getClientV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.getClient, async ({ key, params }) =>
  getClientV1(key.companyId, params.id),
);
