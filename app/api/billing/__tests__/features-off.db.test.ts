/** @jest-environment node */
// Limits off (no Stripe Billing, PLAN_LIMITS unset): a self-hosted installation has every feature.
delete process.env.PLAN_LIMITS;

import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { FEATURE_CASES, ownerOnPlan } from "./feature-cases";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe("plan features with limits off", () => {
  it.each(FEATURE_CASES)("%s is allowed on Starter", async (name, _feature, run) => {
    const starter = await ownerOnPlan(db.prisma, `Off ${name}`, "starter");
    expect((await run(starter)).status).toBe(200);
  });
});
