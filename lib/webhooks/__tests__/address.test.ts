import { PRODUCTION_POLICY, addressProblem, urlProblem } from "@/lib/webhooks/address";

const DEVELOPMENT = { allowHttp: true, allowLoopback: true };

describe("webhook address rules (docs/webhooks.md, Addresses)", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fd00::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "linkLocal"],
    ["64:ff9b::a00:1", "rfc6052"],
  ])("refuses %s in production (%s)", (address, range) => {
    expect(addressProblem(address, PRODUCTION_POLICY)).toBe(`points at a ${range} address`);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "allows the public address %s",
    (address) => {
      expect(addressProblem(address, PRODUCTION_POLICY)).toBeNull();
    },
  );

  it("allows loopback only when the policy does (development), never private ranges", () => {
    expect(addressProblem("127.0.0.1", DEVELOPMENT)).toBeNull();
    expect(addressProblem("::1", DEVELOPMENT)).toBeNull();
    expect(addressProblem("::ffff:127.0.0.1", DEVELOPMENT)).toBeNull();
    expect(addressProblem("10.0.0.1", DEVELOPMENT)).toBe("points at a private address");
    expect(addressProblem("169.254.169.254", DEVELOPMENT)).toBe("points at a linkLocal address");
  });

  it("refuses http, credentials and literal internal addresses in production URLs", () => {
    expect(urlProblem("http://example.com/hook", PRODUCTION_POLICY)).toBe("Use an https:// URL.");
    expect(urlProblem("https://user:pw@example.com/", PRODUCTION_POLICY)).toMatch(/user name/);
    expect(urlProblem("https://127.0.0.1/hook", PRODUCTION_POLICY)).toMatch(/loopback/);
    expect(urlProblem("https://10.0.0.1/hook", PRODUCTION_POLICY)).toMatch(/private/);
    expect(urlProblem("https://169.254.169.254/latest", PRODUCTION_POLICY)).toMatch(/linkLocal/);
    expect(urlProblem("https://[::1]/hook", PRODUCTION_POLICY)).toMatch(/loopback/);
    expect(urlProblem("https://[fd00::1]/hook", PRODUCTION_POLICY)).toMatch(/uniqueLocal/);
    expect(urlProblem("https://[::ffff:127.0.0.1]/", PRODUCTION_POLICY)).toMatch(/loopback/);
    // The URL parser turns these spellings of 127.0.0.1 into the dotted form first.
    expect(urlProblem("https://2130706433/", PRODUCTION_POLICY)).toMatch(/loopback/);
    expect(urlProblem("https://0x7f.1/", PRODUCTION_POLICY)).toMatch(/loopback/);
    expect(urlProblem("ftp://example.com/", PRODUCTION_POLICY)).toBe("Use an https:// URL.");
    expect(urlProblem("not a url", PRODUCTION_POLICY)).toMatch(/full URL/);
    expect(urlProblem("https://hooks.example.com/quotecraft", PRODUCTION_POLICY)).toBeNull();
  });

  it("allows http and loopback URLs in development", () => {
    expect(urlProblem("http://127.0.0.1:4000/hook", DEVELOPMENT)).toBeNull();
    expect(urlProblem("http://10.0.0.1/hook", DEVELOPMENT)).toMatch(/private/);
  });
});
