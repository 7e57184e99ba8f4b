import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The member a request acts for (docs/team.md, attribution): set by the signed-in route
 * wrapper around its handler, read where quotes, invoices and payments are written
 * (createdById, updatedById). Customers, Stripe, the REST API and the job queue act for no
 * member: their writes leave the attribution as it was.
 */
const storage = new AsyncLocalStorage<{ userId: string }>();

export function actingAs<T>(userId: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ userId }, work);
}

/** The acting member's user id, or undefined (which leaves a Prisma field unchanged). */
export function actorId(): string | undefined {
  return storage.getStore()?.userId;
}
