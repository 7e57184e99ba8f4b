import { withSession } from "@/lib/api/handler";
import { deleteProperty, updateProperty } from "@/lib/properties/properties";
import { propertyParamsSchema, propertyUpdateSchema } from "@/lib/validation/property";

export const PATCH = withSession(
  { params: propertyParamsSchema, body: propertyUpdateSchema },
  async ({ user, params, body }) =>
    updateProperty(user.companyId, params.id, params.propertyId, body),
);

export const DELETE = withSession({ params: propertyParamsSchema }, async ({ user, params }) =>
  deleteProperty(user.companyId, params.id, params.propertyId),
);
