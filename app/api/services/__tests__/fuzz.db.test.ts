/** @jest-environment node */
import fc from "fast-check";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import * as services from "@/app/api/services/route";
import * as serviceById from "@/app/api/services/[id]/route";
import * as bulk from "@/app/api/services/bulk/route";
import * as reorder from "@/app/api/services/reorder/route";
import * as laborRates from "@/app/api/labor-rates/route";
import * as laborRateById from "@/app/api/labor-rates/[id]/route";
import * as serviceFees from "@/app/api/service-fees/route";
import * as serviceFeeById from "@/app/api/service-fees/[id]/route";
import * as templates from "@/app/api/custom-templates/route";
import * as templateById from "@/app/api/custom-templates/[id]/route";
import * as applyTemplate from "@/app/api/custom-templates/[id]/apply/route";
import type { Handler } from "@/test/api-helpers";

// Random JSON (and near-valid service shapes) thrown at every write endpoint: the answer may
// be 200, 400, 404 or 413, never a 500.
let db: TestDatabase;
let cookie: string;
let ids: { service: string; rate: string; fee: string; template: string; foreign: string };

beforeAll(async () => {
  db = await setupTestDatabase();
  const owner = await createOwner(db.prisma, "Fuzz Co");
  const other = await createOwner(db.prisma, "Other Co");
  cookie = owner.cookie;
  const companyId = owner.company.id;
  const rate = await db.prisma.laborRate.create({ data: { companyId, name: "R", rate: "10.00" } });
  const fee = await db.prisma.serviceFee.create({
    data: { companyId, name: "F", type: "fixed", amount: "5.00" },
  });
  const service = await db.prisma.service.create({
    data: { companyId, name: "S", category: "hvac" },
  });
  const template = await db.prisma.customTemplate.create({ data: { companyId, name: "T" } });
  const foreign = await db.prisma.service.create({
    data: { companyId: other.company.id, name: "B", category: "hvac" },
  });
  ids = {
    service: service.id,
    rate: rate.id,
    fee: fee.id,
    template: template.id,
    foreign: foreign.id,
  };
}, 120_000);
afterAll(async () => {
  await db.close();
});

const pickId = () =>
  fc.constantFrom(
    () => "id\u0000",
    () => ids.service,
    () => ids.rate,
    () => ids.fee,
    () => ids.template,
    () => ids.foreign,
    () => "nope",
    () => "",
  );

/** Values that look like a service field, wrong in every way a client could get them wrong. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("a\u0000b", "\ud800", "tool\u0000"),
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    "electrical",
    "flat",
    "hourly",
    "percentage",
    "fixed",
    "1e3",
    "-0",
    "NaN",
    "0.001",
    "999999.99",
    "1000000",
  ),
  fc.constantFrom(null, true, [], {}),
);
const serviceLike = fc.record(
  {
    id: fc.oneof(
      fc.string(),
      pickId().map((get) => get()),
    ),
    name: fieldValue,
    description: fieldValue,
    category: fieldValue,
    basePrice: fieldValue,
    unitType: fieldValue,
    estimatedTime: fieldValue,
    icon: fieldValue,
    isActive: fieldValue,
    laborRateId: fc.oneof(
      fieldValue,
      pickId().map((get) => get()),
    ),
    serviceFeeId: fc.oneof(
      fieldValue,
      pickId().map((get) => get()),
    ),
    companyId: fieldValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.jsonValue(),
  serviceLike,
  fc.record(
    {
      services: fc.oneof(fc.array(serviceLike, { maxLength: 5 }), fc.jsonValue()),
      name: fieldValue,
      description: fieldValue,
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      ids: fc.oneof(
        fc.array(
          fc.oneof(
            fc.string(),
            pickId().map((get) => get()),
          ),
          { maxLength: 4 },
        ),
        fc.jsonValue(),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    { name: fieldValue, rate: fieldValue, type: fieldValue, amount: fieldValue },
    { requiredKeys: [] },
  ),
  fc.string().map((text) => `{${text}`),
);

const endpoints: [string, Handler, string, boolean][] = [
  ["POST /api/services", services.POST, "POST", false],
  ["POST /api/services/bulk", bulk.POST, "POST", false],
  ["POST /api/services/reorder", reorder.POST, "POST", false],
  ["DELETE /api/services/{id}", serviceById.DELETE, "DELETE", true],
  ["POST /api/labor-rates", laborRates.POST, "POST", false],
  ["PATCH /api/labor-rates/{id}", laborRateById.PATCH, "PATCH", true],
  ["DELETE /api/labor-rates/{id}", laborRateById.DELETE, "DELETE", true],
  ["POST /api/service-fees", serviceFees.POST, "POST", false],
  ["PATCH /api/service-fees/{id}", serviceFeeById.PATCH, "PATCH", true],
  ["DELETE /api/service-fees/{id}", serviceFeeById.DELETE, "DELETE", true],
  ["POST /api/custom-templates", templates.POST, "POST", false],
  ["DELETE /api/custom-templates/{id}", templateById.DELETE, "DELETE", true],
  ["POST /api/custom-templates/{id}/apply", applyTemplate.POST, "POST", true],
];

describe.each(endpoints)("%s", (_name, handler, method, hasId) => {
  it("never answers 500 to random JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.oneof(
          fc.string({ maxLength: 80 }),
          pickId().map((get) => get()),
        ),
        async (payload, id) => {
          const req = makeRequest(method, "/api/fuzz", { cookie, body: payload });
          const res = await handler(req, routeParams(hasId ? { id } : {}));
          expect([200, 400, 404, 413]).toContain(res.status);
          const json = await res.json();
          if (res.status !== 200) expect(typeof json.message).toBe("string");
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
