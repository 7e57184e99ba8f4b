/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { makePng, pngDataUrl } from "@/test/png";
import { decodeSignature, MAX_SIGNATURE_DATA_URL_LENGTH } from "./signature";

const problem = (value: string) => {
  const result = decodeSignature(value);
  return Buffer.isBuffer(result) ? null : result.message;
};

describe("decodeSignature", () => {
  it("decodes a real PNG to its bytes", () => {
    const png = makePng();
    const result = decodeSignature(pngDataUrl(png));
    expect(Buffer.isBuffer(result) && result.equals(png)).toBe(true);
  });

  it("refuses other types, bad base64, empty and truncated data", () => {
    expect(problem("data:image/jpeg;base64,AAAA")).toMatch(/PNG data URL/);
    expect(problem("data:image/png;base64,@@@@")).toMatch(/base64/);
    expect(problem("data:image/png;base64,abc")).toMatch(/base64/);
    expect(problem("data:image/png;base64,")).toMatch(/empty/);
    const png = makePng();
    expect(problem(pngDataUrl(png.subarray(0, png.length - 12)))).toMatch(/PNG/);
    expect(problem(pngDataUrl(Buffer.from("not a png at all, just some text here....")))).toMatch(
      /PNG/,
    );
  });

  it("refuses a PNG with a broken CRC or trailing bytes", () => {
    const png = Buffer.from(makePng());
    png[40] ^= 0xff; // inside IDAT
    expect(problem(pngDataUrl(png))).toMatch(/PNG/);
    expect(problem(pngDataUrl(Buffer.concat([makePng(), Buffer.from([1, 2, 3, 4])])))).toMatch(
      /PNG/,
    );
  });

  it("refuses a PNG whose data inflates beyond what its header announces (a bomb)", () => {
    const png = makePng(4, 4);
    // Same header, but an IDAT of 10 MB of zeros (compresses to a few KB).
    const bomb = deflateSync(Buffer.alloc(10 * 1024 * 1024));
    const head = png.subarray(0, 8 + 25);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bomb.length);
    const body = Buffer.concat([Buffer.from("IDAT"), bomb]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    const tail = png.subarray(png.length - 12);
    expect(problem(pngDataUrl(Buffer.concat([head, length, body, crc, tail])))).toMatch(/PNG/);
  });

  it("refuses more than 300 KB, and the bound of the field fits exactly that", () => {
    const noisy = makePng(300, 300, () => [...randomBytes(4)] as [number, number, number, number]);
    expect(noisy.length).toBeGreaterThan(300 * 1024);
    expect(problem(pngDataUrl(noisy))).toMatch(/300 KB/);
    expect(pngDataUrl(Buffer.alloc(300 * 1024)).length).toBeLessThanOrEqual(
      MAX_SIGNATURE_DATA_URL_LENGTH,
    );
  });
});
