/** @jest-environment node */
import { errorResponse } from "@/lib/api/errors";
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
