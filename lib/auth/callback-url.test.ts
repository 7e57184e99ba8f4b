import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it.each([
    [undefined, "/dashboard"],
    ["", "/dashboard"],
    ["/dashboard/services", "/dashboard/services"],
    ["/dashboard?tab=1", "/dashboard?tab=1"],
    ["//evil.example/x", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    ["https://evil.example/dashboard", "/dashboard"],
    ["http://localhost/dashboard/services", "/dashboard/services"],
  ])("%p → %p", (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });
});
