/**
 * The public shape of each resource (docs/rest-api.md, "Shapes"), one file each: its zod
 * schema (with OpenAPI metadata), its type, and readers that return it from the database
 * on any executor. /api/v1 answers with these shapes and webhook bodies carry them. A low
 * floor: imports lib/db, lib/pricing, lib/format, lib/errors, lib/env and zod only.
 */
export * from "./common";
export * from "./client";
export * from "./estimate-request";
export * from "./invoice";
export * from "./job";
export * from "./payment";
export * from "./quote";
export * from "./service";
export * from "./webhooks";
