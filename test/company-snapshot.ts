import { Prisma, type PrismaClient } from "@prisma/client";

/**
 * Every row of the company: of each model with a companyId, and of each model without one
 * through its parent that has one (a quote's lines, a visit's assignees…), and the company's.
 */
export async function snapshotCompany(prisma: PrismaClient, companyId: string) {
  const models = Prisma.dmmf.datamodel.models;
  const owned = new Set(
    models
      .filter((model) => model.fields.some((f) => f.name === "companyId" && f.kind === "scalar"))
      .map((model) => model.name),
  );
  const delegates = prisma as unknown as Record<
    string,
    { findMany: (args: { where: object }) => Promise<unknown[]> }
  >;
  const snapshot: Record<string, string[]> = {};
  for (const model of models) {
    let where: object;
    if (model.name === "Company") where = { id: companyId };
    else if (owned.has(model.name)) where = { companyId };
    else {
      // The runtime's datamodel has no relationFromFields: the side holding the foreign key
      // is the relation `x` beside a scalar `xId`.
      const scalars = new Set(model.fields.filter((f) => f.kind === "scalar").map((f) => f.name));
      const parent = model.fields.find(
        (f) => f.kind === "object" && scalars.has(`${f.name}Id`) && owned.has(f.type),
      );
      if (!parent) continue;
      where = { [parent.name]: { companyId } };
    }
    const rows = await delegates[model.name[0].toLowerCase() + model.name.slice(1)].findMany({
      where,
    });
    snapshot[model.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
