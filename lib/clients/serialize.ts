import type { Prisma } from "@prisma/client";
import type { ClientDto } from "./types";

/** A client row as the API answers it. */
export function toClientDto(client: Prisma.ClientGetPayload<object>): ClientDto {
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    address: client.address,
    notes: client.notes,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
