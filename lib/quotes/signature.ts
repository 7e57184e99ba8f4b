import "server-only";
import { crc32, inflateSync } from "node:zlib";
import {
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_DATA_URL_LENGTH,
  SIGNATURE_PREFIX,
} from "@/lib/validation/public-quote";

export { MAX_SIGNATURE_BYTES, MAX_SIGNATURE_DATA_URL_LENGTH };

/** A canvas on a phone at 3× is about 3,000 px wide; nothing larger is a signature. */
const MAX_DIMENSION = 4096;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export type SignatureProblem = { message: string };

/**
 * Decodes the signature data URL to PNG bytes, or says why it is not one: strict base64, at
 * most MAX_SIGNATURE_BYTES, and a PNG that really decodes (signature, IHDR first, every
 * chunk's CRC, IDAT inflating to exactly the size IHDR announces, IEND last), so the
 * evidence stored is an image and never arbitrary bytes.
 */
export function decodeSignature(dataUrl: string): Buffer | SignatureProblem {
  if (!dataUrl.startsWith(SIGNATURE_PREFIX))
    return { message: "Must be a PNG data URL (data:image/png;base64,...)." };
  const base64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
    return { message: "Is not valid base64." };
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) return { message: "Is empty." };
  if (bytes.length > MAX_SIGNATURE_BYTES)
    return { message: `Must be at most ${MAX_SIGNATURE_BYTES / 1024} KB.` };
  return isDecodablePng(bytes) ? bytes : { message: "Is not a valid PNG image." };
}

function isDecodablePng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return false;
  let offset = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number } | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(end - 4))
      return false;
    if (header === null) {
      if (type !== "IHDR" || length !== 13) return false;
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data[8],
        colorType: data[9],
      };
      if (data[12] !== 0) return false; // interlaced signatures are not drawn by a canvas
    } else if (type === "IDAT") {
      idat.push(data);
    } else if (type === "IEND") {
      ended = end === bytes.length;
      break;
    }
    offset = end;
  }
  if (!header || !ended || idat.length === 0) return false;
  const { width, height, bitDepth, colorType } = header;
  const channels = CHANNELS[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return false;
  if (width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION) return false;
  const expected = height * (1 + Math.ceil((width * channels * bitDepth) / 8));
  try {
    // Bounded: a small compressed stream cannot expand beyond what IHDR announces.
    const raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
    return raw.length === expected;
  } catch {
    return false;
  }
}
