import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { createClientV1, listClientsV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.listClients, async ({ key, query }) =>
  listClientsV1(key.companyId, query),
);

export const POST = v1Route(v1Operations.createClient, async ({ key, body }) =>
  createClientV1(key.companyId, body),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/clients", v1Operations);
