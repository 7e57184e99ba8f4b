import { v1Route } from "@/lib/api/v1";
import { v1Operations } from "@/lib/api/v1-operations";
import { listClientsV1 } from "@/lib/api-keys/rest";

export const GET = v1Route(v1Operations.listClients, async ({ key, query }) =>
  listClientsV1(key.companyId, query),
);
