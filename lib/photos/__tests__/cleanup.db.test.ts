/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { requestQuoteSweep } from "@/lib/queue/periodic";
import { drainJobs } from "@/lib/worker/run";
import type { PhotoStorage } from "@/lib/photos/storage";

// S3 stands in as a recorder: which objects were removed (the S3 requests themselves are
// checked in lib/photos/storage.test.ts). Photos in the database use the real storage.
const mockRemovedFromS3: string[] = [];
jest.mock("@/lib/photos/storage", () => {
  const actual = jest.requireActual("@/lib/photos/storage");
  const s3: PhotoStorage = {
    kind: "s3",
    put: async () => undefined,
    get: async () => null,
    remove: async (photo) => {
      mockRemovedFromS3.push(photo.id);
    },
  };
  return { ...actual, storageOf: (kind: string) => (kind === "s3" ? s3 : actual.storageOf(kind)) };
});

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

let counter = 0;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
/** A photo row (24-character id) of the company, pending unless claimed. */
function photo(
  companyId: string,
  { storage = "db", createdAt = new Date(), claimed = false } = {},
) {
  counter += 1;
  return db.prisma.photo.create({
    data: {
      id: `cleanupPhoto${String(counter).padStart(12, "0")}`,
      companyId,
      storage,
      contentType: "image/jpeg",
      width: 1,
      height: 1,
      size: 3,
      bytes: storage === "db" ? Buffer.from([0xff, 0xd8, 0xff]) : null,
      thumbnail: storage === "db" ? Buffer.from([0xff, 0xd8, 0xff]) : null,
      claimedAt: claimed ? new Date() : null,
      createdAt,
    },
  });
}

describe("photo clean-up", () => {
  it("the periodic sweep job deletes photos no request claimed within 24 hours, from the database and S3", async () => {
    const { company } = await createOwner(db.prisma, "Sweep Co");
    const oldPending = await photo(company.id, { createdAt: hoursAgo(25) });
    const oldPendingS3 = await photo(company.id, { storage: "s3", createdAt: hoursAgo(30) });
    const recent = await photo(company.id, { createdAt: hoursAgo(23) });
    const recentS3 = await photo(company.id, { storage: "s3", createdAt: hoursAgo(1) });
    const claimed = await photo(company.id, { createdAt: hoursAgo(48), claimed: true });
    const claimedS3 = await photo(company.id, {
      storage: "s3",
      createdAt: hoursAgo(48),
      claimed: true,
    });

    expect(await requestQuoteSweep()).toBe(true);
    expect((await drainJobs({ ignoreStartAfter: true })).failed).toBe(0);

    const left = await db.prisma.photo.findMany({
      where: { companyId: company.id },
      select: { id: true },
    });
    expect(left.map((row) => row.id).sort()).toEqual(
      [recent.id, recentS3.id, claimed.id, claimedS3.id].sort(),
    );
    expect(mockRemovedFromS3).toEqual([oldPendingS3.id]);
    expect(oldPending.id).not.toBe(recent.id);
  });

  it("deleting the account removes the company's photos from S3 too", async () => {
    mockRemovedFromS3.length = 0;
    const owner = await createOwner(db.prisma, "Leaving Co");
    const other = await createOwner(db.prisma, "Staying Co");
    const inS3 = [
      await photo(owner.company.id, { storage: "s3", claimed: true }),
      await photo(owner.company.id, { storage: "s3" }),
    ];
    await photo(owner.company.id);
    const othersPhoto = await photo(other.company.id, { storage: "s3", claimed: true });

    const res = await deleteAccountRoute(
      makeRequest("POST", "/api/account/delete", {
        cookie: owner.cookie,
        body: { confirmation: "Leaving Co", currentPassword: "password-1" },
      }),
      routeParams(),
    );
    expect(res.status).toBe(200);
    expect(await db.prisma.company.findUnique({ where: { id: owner.company.id } })).toBeNull();
    expect(await db.prisma.photo.count({ where: { companyId: owner.company.id } })).toBe(0);
    expect(mockRemovedFromS3.sort()).toEqual(inS3.map((row) => row.id).sort());
    expect(await db.prisma.photo.findUnique({ where: { id: othersPhoto.id } })).not.toBeNull();
  });
});
