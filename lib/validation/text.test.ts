import { findUnstorableText, unstorableReason } from "@/lib/validation/text";

describe("unstorable text", () => {
  it.each([
    ["a\u0000b", "NUL"],
    ["\ud800", "surrogate"],
    ["x\udfff", "surrogate"],
    ["\udc00\ud800", "surrogate"],
  ])("refuses %j", (text, kind) => {
    expect(unstorableReason(text)).toMatch(new RegExp(kind));
  });

  it.each(["", "plain", "😀", "\ud83d\ude00 pair", "é\u00a0\u2028"])("accepts %j", (text) => {
    expect(unstorableReason(text)).toBeNull();
  });

  it("names the path of the first bad value or key, and the part for a bare value", () => {
    expect(findUnstorableText({ a: [{ b: "ok" }, { c: "x\u0000" }] }, "body")).toEqual({
      path: "a.1.c",
      message: expect.stringContaining("NUL"),
    });
    expect(findUnstorableText({ items: { "k\ud800": 1 } }, "body")?.path).toBe("items.k\ud800");
    expect(findUnstorableText("\u0000", "body")?.path).toBe("body");
    expect(findUnstorableText({ id: "fine" }, "params")).toBeNull();
  });

  it("walks deep nesting without exhausting the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep, "body")?.path.split(".")).toHaveLength(100_000);
  });
});
