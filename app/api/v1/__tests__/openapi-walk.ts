/**
 * The parts of the served OpenAPI document that app/api/v1/__tests__/tenant-coverage.db.test.ts
 * walks: its operations, and the reference fields (`…Id`) of a request body's schema.
 */
export type Schema = { [keyword: string]: unknown };
export type DocumentOperation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type CoverageDocument = {
  paths: Record<string, Record<string, DocumentOperation | unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

/** The fields of a JSON schema named `…Id`, as paths (`lines[].serviceId`), $refs followed. */
export function referenceFields(
  schema: unknown,
  document: CoverageDocument,
  at = "",
  seen: ReadonlySet<string> = new Set(),
): string[] {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as Schema;
  if (typeof node.$ref === "string") {
    const name = node.$ref.replace("#/components/schemas/", "");
    if (seen.has(name)) return [];
    const target = document.components?.schemas?.[name];
    return referenceFields(target, document, at, new Set([...seen, name]));
  }
  const found: string[] = [];
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    const path = at ? `${at}.${key}` : key;
    if (/Id$/.test(key)) found.push(path);
    found.push(...referenceFields(child, document, path, seen));
  }
  if (node.items) found.push(...referenceFields(node.items, document, `${at}[]`, seen));
  for (const keyword of ["anyOf", "oneOf", "allOf"])
    for (const child of (node[keyword] ?? []) as unknown[])
      found.push(...referenceFields(child, document, at, seen));
  return [...new Set(found)];
}
