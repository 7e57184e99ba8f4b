/**
 * Reads that do not depend on each other: at once on the pool (`prisma`), one after another
 * on a transaction's client (which has no `$transaction` of its own). A transaction is one
 * connection, so its queries never ran together anyway: node-postgres queued the ones sent
 * while the client was busy, and warns that pg 9 will refuse them. Imports nothing, so the
 * seed scripts can use it outside the app's server-only modules.
 */
export async function together<T extends readonly unknown[]>(
  db: object,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  const pool = typeof (db as { $transaction?: unknown }).$transaction === "function";
  if (pool) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
