import { quoteCreateSchema, quoteSaveSchema, quoteSendSchema } from "./quote";

const line = (overrides: Record<string, unknown> = {}) => ({
  serviceId: null,
  name: "Work",
  description: null,
  unitType: "flat",
  unitPrice: 100,
  quantity: 1,
  fee: null,
  minutesPerUnit: 0,
  note: null,
  optional: false,
  groupKey: null,
  selected: true,
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  clientId: null,
  title: "T",
  message: null,
  terms: null,
  discount: null,
  taxRate: 8.25,
  deposit: null,
  expiresAt: null,
  groups: [],
  lines: [line()],
  ...overrides,
});
const paths = (input: unknown) => {
  const result = quoteSaveSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("quoteSaveSchema", () => {
  it("accepts a quote with a group, an optional line and adjustments", () => {
    expect(
      paths(
        body({
          discount: { type: "percentage", value: 10 },
          deposit: { type: "fixed", value: 250.5 },
          expiresAt: "2026-12-31",
          groups: [{ key: "g", name: "Tier" }],
          lines: [
            line({ groupKey: "g", selected: true }),
            line({ groupKey: "g", selected: false }),
            line({ optional: true, selected: false }),
          ],
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    [{ taxRate: 100.5 }, "taxRate"],
    [{ taxRate: 8.2555 }, "taxRate"],
    [{ discount: { type: "percentage", value: 101 } }, "discount.value"],
    [{ deposit: { type: "fixed", value: -1 } }, "deposit.value"],
    [{ expiresAt: "2026-02-30" }, "expiresAt"],
    [{ lines: [line({ quantity: 0 })] }, "lines.0.quantity"],
    [{ lines: [line({ quantity: 1.005 })] }, "lines.0.quantity"],
    [{ lines: [line({ unitPrice: 1_000_001 })] }, "lines.0.unitPrice"],
    [{ lines: [line({ name: " " })] }, "lines.0.name"],
    [
      { lines: [line({ fee: { name: "F", type: "percentage", value: 150 } })] },
      "lines.0.fee.value",
    ],
    [{ lines: [line({ groupKey: "missing" })] }, "lines.0.groupKey"],
    [{ lines: Array.from({ length: 201 }, () => line()) }, "lines"],
    [{ total: "1.00" }, ""],
  ])("refuses %j at %s", (overrides, path) => {
    expect(paths(body(overrides))).toContain(path);
  });

  it("needs groups of at least two lines with exactly one preselected, and unique keys", () => {
    const group = (selected: boolean[]) =>
      body({
        groups: [{ key: "g", name: "Tier" }],
        lines: selected.map((value) => line({ groupKey: "g", selected: value })),
      });
    expect(paths(group([true]))).toEqual(["groups.0"]);
    expect(paths(group([false, false]))).toEqual(["groups.0"]);
    expect(paths(group([true, true]))).toEqual(["groups.0"]);
    expect(paths(group([false, true, false]))).toEqual([]);
    expect(
      paths(
        body({
          groups: [
            { key: "g", name: "A" },
            { key: "g", name: "B" },
          ],
          lines: [line({ groupKey: "g" }), line({ groupKey: "g", selected: false })],
        }),
      ),
    ).toContain("groups.1.key");
  });
});

describe("small bodies", () => {
  it("create: empty, a request or a client, not both", () => {
    expect(quoteCreateSchema.parse(undefined)).toEqual({});
    expect(quoteCreateSchema.parse({ clientId: "c1" })).toEqual({ clientId: "c1" });
    expect(quoteCreateSchema.safeParse({ clientId: "c1", estimateRequestId: "r1" }).success).toBe(
      false,
    );
  });

  it("send: to and message are optional; to must be an email", () => {
    expect(quoteSendSchema.parse(undefined)).toEqual({ to: null, message: null });
    expect(quoteSendSchema.parse({ to: " a@example.com " })).toEqual({
      to: "a@example.com",
      message: null,
    });
    expect(quoteSendSchema.safeParse({ to: "nope" }).success).toBe(false);
  });
});
