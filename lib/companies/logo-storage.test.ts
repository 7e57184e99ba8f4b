/** @jest-environment node */
import { detectImageType, logoUrl, sha256Hex } from "@/lib/companies/logo-storage";

jest.mock("@/lib/db", () => ({ prisma: {} }));

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part)] : part)),
  );

describe("detectImageType", () => {
  it.each<[string, Uint8Array, ReturnType<typeof detectImageType>]>([
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xdb, 0]), "image/jpeg"],
    ["WebP", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8L"), "image/webp"],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "), null],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
    [
      "SVG with an XML prolog and BOM",
      bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>\n<SVG>'),
      "image/svg+xml",
    ],
    ["SVG after a comment", bytes("  <!-- made by hand -->\n<svg>"), "image/svg+xml"],
    ["GIF", bytes("GIF89a"), null],
    ["plain text", bytes("hello world"), null],
    ["HTML", bytes("<html><script>alert(1)</script>"), null],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e]), null],
    ["nothing", new Uint8Array(), null],
  ])("%s", (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });
});

describe("logoUrl", () => {
  it("carries the content hash, so each upload gets a new URL", () => {
    const a = sha256Hex(bytes("one"));
    const b = sha256Hex(bytes("two"));
    expect(logoUrl("c1", a)).toBe(`/api/logos/c1/${a.slice(0, 16)}`);
    expect(logoUrl("c1", a)).not.toBe(logoUrl("c1", b));
  });
});
