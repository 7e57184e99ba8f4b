import { customerZipProblem, ZIP_MESSAGES } from "@/lib/validation/zip";

describe("customerZipProblem", () => {
  it("asks nothing of a company without service areas", () => {
    expect(customerZipProblem(false, undefined)).toBeNull();
    expect(customerZipProblem(false, "")).toBeNull();
    expect(customerZipProblem(false, "not a zip")).toBeNull();
  });

  it("requires a ZIP code when the company has service areas", () => {
    expect(customerZipProblem(true, undefined)).toBe(ZIP_MESSAGES.missing);
    expect(customerZipProblem(true, null)).toBe(ZIP_MESSAGES.missing);
    expect(customerZipProblem(true, "   ")).toBe(ZIP_MESSAGES.missing);
  });

  it("accepts 5-digit and ZIP+4 codes, refuses anything else", () => {
    expect(customerZipProblem(true, "78701")).toBeNull();
    expect(customerZipProblem(true, " 78701-1234 ")).toBeNull();
    for (const bad of ["7870", "787011", "78701-12", "ABCDE", "78 701"]) {
      expect(customerZipProblem(true, bad)).toBe(ZIP_MESSAGES.malformed);
    }
  });
});
