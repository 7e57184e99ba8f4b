import { withSession } from "@/lib/api/handler";
import { deleteProperty, updateProperty } from "@/lib/properties/properties";
import { propertyParamsSchema, propertyUpdateSchema } from "@/lib/validation/property";

export const PATCH = withSession(
  { permission: "clients", params: propertyParamsSchema, body: propertyUpdateSchema },
  async ({ user, params, body }) =>
    updateProperty(user.companyId, params.id, params.propertyId, body),
);

export const DELETE = withSession(
  { permission: "clients", params: propertyParamsSchema },
  async ({ user, params }) => deleteProperty(user.companyId, params.id, params.propertyId),
);
