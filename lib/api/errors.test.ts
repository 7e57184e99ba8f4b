/** @jest-environment node */
import { errorResponse } from "@/lib/api/errors";
import { Prisma } from "@prisma/client";
import { DomainError, conflict, invalid, notFound, rateLimited } from "@/lib/errors";

describe("errorResponse maps domain errors to the API's statuses (docs/api.md)", () => {
  it.each([
    [invalid("Bad.", [{ path: "name", message: "Bad." }]), 400, "bad_request"],
    [
      new DomainError("forbidden", "No.", undefined, { code: "wrong_password" }),
      403,
      "wrong_password",
    ],
    [notFound(), 404, "not_found"],
    [conflict("Taken."), 409, "conflict"],
    [new DomainError("too_large", "Too big."), 413, "payload_too_large"],
    [rateLimited(42), 429, "rate_limited"],
  ])("%s → %i %s", async (error, status, code) => {
    const res = errorResponse(error);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body).toMatchObject({ code, message: error.message });
    if (error.issues) expect(body.issues).toEqual(error.issues);
  });

  it("sends Retry-After with a rate limit", () => {
    expect(errorResponse(rateLimited(42)).headers.get("Retry-After")).toBe("42");
  });
});

describe("a database out of reach is a 503 with Retry-After, never a 500", () => {
  const prismaError = (code: string, kind?: string) =>
    new Prisma.PrismaClientKnownRequestError("Can't reach database server", {
      code,
      clientVersion: "6",
      meta: kind ? { driverAdapterError: { name: "DriverAdapterError", cause: { kind } } } : {},
    });
  it.each([
    ["Prisma P1001 (adapter: DatabaseNotReachable)", prismaError("P1001", "DatabaseNotReachable")],
    ["Prisma P2024 (pool timeout)", prismaError("P2024")],
    ["the adapter's ConnectionClosed", prismaError("P2010", "ConnectionClosed")],
    ["a raw adapter error", { name: "DriverAdapterError", cause: { kind: "TooManyConnections" } }],
    [
      "node-postgres refused",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    ],
    [
      "PostgreSQL shutting down (57P01)",
      Object.assign(new Error("terminating"), { code: "57P01" }),
    ],
    ["a connection exception (08006)", Object.assign(new Error("lost"), { code: "08006" })],
    [
      "node-postgres: the server closed the socket",
      new Error("Connection terminated unexpectedly"),
    ],
    [
      "node-postgres: a client broken by that, used again",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    [
      "node-postgres: no pool connection in time",
      new Error("timeout exceeded when trying to connect"),
    ],
  ])("%s", async (_name, error) => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(error);
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    expect(await res.json()).toEqual({
      code: "service_unavailable",
      message: "QuoteCraft is briefly unavailable. Please try again in a moment.",
    });
  });

  it("other failures stay a 500 that tells nothing", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(Object.assign(new Error("boom"), { code: "42P01" }));
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(res.headers.get("Retry-After")).toBeNull();
  });
});
