import { conflict, DomainError, invalid, isNotFound, notFound, rateLimited } from "@/lib/errors";

describe("domain errors", () => {
  it("carry their kind, message and the fields they concern", () => {
    const error = invalid("Invalid body. name: Required.", [
      { path: "name", message: "Required." },
    ]);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: "invalid", issues: [{ path: "name" }] });
    expect(conflict("Taken.").kind).toBe("conflict");
    expect(rateLimited(30).options.retryAfterSeconds).toBe(30);
  });

  it("tell a missing record apart from every other failure", () => {
    expect(isNotFound(notFound())).toBe(true);
    expect(isNotFound(conflict("x"))).toBe(false);
    expect(isNotFound(new Error("Not found."))).toBe(false);
  });
});
