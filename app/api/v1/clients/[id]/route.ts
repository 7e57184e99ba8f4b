import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getClientV1, updateClientV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getClient, async ({ key, params }) =>
  getClientV1(key.companyId, params.id),
);

export const PATCH = v1Route(v1Operations.updateClient, async ({ key, params, body }) =>
  updateClientV1(key.companyId, params.id, body),
);

export const { POST, PUT, DELETE } = methodsNotAllowed("/api/v1/clients/{id}", v1Operations);
