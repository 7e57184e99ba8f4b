import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { createClient, listClients } from "@/lib/clients/clients";
import { clientCreateSchema, clientListQuerySchema } from "@/lib/validation/client";

/** The company's clients by name, searched by name, email or phone, 25 a page. */
export const GET = withSession(
  { permission: "clients", query: clientListQuerySchema },
  async ({ user, query }) => listClients(user.companyId, query),
);

/** A client entered by hand (one per email: a double is 409 on email). */
export const POST = withSession(
  { permission: "clients", body: clientCreateSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await createClient(user.companyId, body), { status: 201 }),
);
