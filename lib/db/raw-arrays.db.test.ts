/** @jest-environment node */
/**
 * A list as one parameter of a raw statement (`= ANY(${ids})`, `${values}::text[]`) reaches
 * the database as an array on both databases the app runs on: PostgreSQL (node-postgres)
 * and the embedded PGlite of `npm start`, whose Prisma adapter sent it as the text "a,b".
 */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { arrayLiteral } from "./pglite-adapter";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

it("binds a list of strings, of numbers and an empty list as arrays", async () => {
  const [row] = await db.prisma.$queryRaw<{ texts: string[]; numbers: number[]; none: string[] }[]>`
    SELECT ${["a", "b,c", 'd"e', "f\\g", ""]}::text[] AS "texts",
           ${[1, 2, 30]}::int[] AS "numbers",
           ${[] as string[]}::text[] AS "none"`;
  expect(row).toEqual({
    texts: ["a", "b,c", 'd"e', "f\\g", ""],
    numbers: [1, 2, 30],
    none: [],
  });
  const [match] = await db.prisma.$queryRaw<{ found: boolean }[]>`
    SELECT 'b,c' = ANY(${["a", "b,c"]}::text[]) AS "found"`;
  expect(match.found).toBe(true);
});

it("binds a list of an enum's values as that enum's array", async () => {
  const [row] = await db.prisma.$queryRaw<{ statuses: string[]; open: boolean }[]>`
    SELECT ${["sent", "viewed"]}::"InvoiceStatus"[]::text[] AS "statuses",
           'viewed'::"InvoiceStatus" = ANY(${["sent", "viewed"]}::"InvoiceStatus"[]) AS "open"`;
  expect(row).toEqual({ statuses: ["sent", "viewed"], open: true });
});

it("writes PostgreSQL's array literal of any list", () => {
  expect(arrayLiteral([])).toBe("{}");
  expect(arrayLiteral(["a", 'b"c', "d\\e", null, 3, true])).toBe(
    '{"a","b\\"c","d\\\\e",NULL,"3","true"}',
  );
  expect(arrayLiteral([["a", "b"], ["c"]])).toBe('{{"a","b"},{"c"}}');
  expect(arrayLiteral([new Date("2026-11-28T00:00:00.000Z")])).toBe('{"2026-11-28T00:00:00.000Z"}');
});
