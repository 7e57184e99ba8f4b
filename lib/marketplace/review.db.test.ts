/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { seedCompany } from "@/test/api-helpers";
import {
  listCommunityTemplates,
  publishCustomTemplate,
  reportCommunityTemplate,
} from "./community";
import { COMMUNITY_REPORT_THRESHOLD } from "./community-rules";
import { listReportedTemplates, removeTemplate, restoreTemplate } from "./review";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

it("lists reported templates; --restore shows one again, --remove unpublishes it", async () => {
  const publisher = await seedCompany(db.prisma, "Reported Co");
  const id = publisher.template.id;
  await publishCustomTemplate(publisher.company.id, id, {
    name: "Odd prices",
    trade: "electrical",
  });
  const viewer = await createOwner(db.prisma, "Viewer");
  const visible = async () =>
    (await listCommunityTemplates(viewer.company.id)).some((entry) => entry.id === id);

  for (let index = 0; index < COMMUNITY_REPORT_THRESHOLD; index += 1) {
    const reporter = await createOwner(db.prisma, `Reporter ${index}`);
    await reportCommunityTemplate(reporter.company.id, id, {
      reason: "misleading_prices",
      details: `Report ${index}`,
    });
  }
  expect(await visible()).toBe(false);
  const [listed] = await listReportedTemplates(db.prisma);
  expect(listed).toMatchObject({
    id,
    publicName: "Odd prices",
    publisher: "Reported Co",
    published: true,
    hidden: true,
  });
  expect(listed.reports.map((report) => report.details)).toEqual([
    "Report 0",
    "Report 1",
    "Report 2",
  ]);

  expect(await restoreTemplate(db.prisma, id)).toEqual({
    id,
    reportsCleared: COMMUNITY_REPORT_THRESHOLD,
  });
  expect(await visible()).toBe(true);
  expect(await listReportedTemplates(db.prisma)).toEqual([]);

  await removeTemplate(db.prisma, id);
  expect(await visible()).toBe(false);
  await expect(removeTemplate(db.prisma, "missing")).rejects.toThrow("No template missing.");
  await expect(restoreTemplate(db.prisma, "missing")).rejects.toThrow("No template missing.");
});
