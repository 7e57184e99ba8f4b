/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { listTasks } from "@/lib/tasks/tasks";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

it("lists the tasks due today in the company's time zone, not UTC's", async () => {
  const owner = await createOwner(db.prisma);
  const companyId = owner.company.id;
  await db.prisma.company.update({
    where: { id: companyId },
    data: { timeZone: "America/Los_Angeles" },
  });
  for (const [title, dueDate] of [
    ["Tenth", "2026-11-10"],
    ["Eleventh", "2026-11-11"],
  ])
    await db.prisma.task.create({ data: { companyId, title, dueDate: new Date(dueDate) } });
  const due = async (now: string) =>
    (await listTasks(companyId, { due: "today" }, new Date(now))).tasks.map((task) => task.title);
  // 23:30 on 10 November in Los Angeles (the 11th in UTC).
  expect(await due("2026-11-11T07:30:00.000Z")).toEqual(["Tenth"]);
  // 00:30 on the 11th in Los Angeles.
  expect(await due("2026-11-11T08:30:00.000Z")).toEqual(["Tenth", "Eleventh"]);
});
