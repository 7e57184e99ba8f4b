import { spamReason } from "./spam";

describe("spamReason", () => {
  it.each([
    [{ customerName: "Ana Ruiz" }, null],
    [{ customerName: "Ana Ruiz", website: "" }, null],
    [{ customerName: "Ana Ruiz", website: "  " }, null],
    [{ customerName: "Ana Ruiz", website: "http://spam.example" }, "honeypot"],
    [{ customerName: "Cheap pills www.spam.example" }, "link-in-name"],
    [{ customerName: "visit https://x.example" }, "link-in-name"],
  ])("%j → %s", (input, expected) => {
    expect(spamReason(input)).toBe(expected);
  });
});
