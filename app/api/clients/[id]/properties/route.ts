import { NextResponse } from "next/server";
import { z } from "zod";
import { withSession } from "@/lib/api/handler";
import { createProperty, listProperties } from "@/lib/properties/properties";
import { propertyCreateSchema } from "@/lib/validation/property";

const params = z.object({ id: z.string().min(1).max(64) });

/** The client's properties (service addresses), oldest first. */
export const GET = withSession({ permission: "clients", params }, async ({ user, params }) =>
  listProperties(user.companyId, params.id),
);

/** A new property of the client: 201; 409 when the client has one at that line 1 and postal code. */
export const POST = withSession(
  { permission: "clients", params, body: propertyCreateSchema },
  async ({ user, params, body }) =>
    NextResponse.json(await createProperty(user.companyId, params.id, body), { status: 201 }),
);
