import "server-only";
import sharp from "sharp";
import { invalid } from "@/lib/errors";
import { encodePhoto, type EncodedPhoto } from "./encode";

/** The formats a customer's photo may arrive in, by its bytes (sharp's names). */
const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);
/** Larger images (decompression bombs) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

export type ProcessedPhoto = EncodedPhoto;

const notAnImage = (message = "Each photo must be a JPEG, PNG, WebP or HEIC image.") =>
  invalid(`Invalid photos. ${message}`, [{ path: "photos", message }]);

/**
 * A customer's photo made safe to keep and show: recognised by its bytes (never its name or
 * declared type), turned upright from its orientation tag, re-encoded as JPEG (transparency on
 * white) with every metadata block dropped (EXIF with GPS, XMP, ICC: sharp keeps none unless
 * asked), at most PHOTO_MAX_SIDE px on its longest side, plus a THUMBNAIL_MAX_SIDE px thumbnail.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let format: string | undefined;
  try {
    const metadata = await input().metadata();
    format = metadata.format;
    if (!metadata.width || !metadata.height) throw new Error("no dimensions");
  } catch {
    throw notAnImage();
  }
  if (!format || !ALLOWED_FORMATS.has(format)) throw notAnImage();
  try {
    return await encodePhoto(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  } catch {
    // A file sharp recognises but cannot decode (a truncated JPEG, HEVC-coded HEIC).
    throw notAnImage("A photo could not be read. Try a JPEG or PNG.");
  }
}
