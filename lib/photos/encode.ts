import sharp from "sharp";
import { PHOTO_MAX_SIDE, THUMBNAIL_MAX_SIDE } from "./limits";

export type EncodedPhoto = {
  contentType: "image/jpeg";
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/**
 * The re-encoding every stored photo goes through (lib/photos/process.ts for uploads, the demo
 * seed for its pictures): upright from its orientation tag, JPEG (transparency on white) with
 * no metadata, at most PHOTO_MAX_SIDE px on its longest side, plus a THUMBNAIL_MAX_SIDE px
 * thumbnail. Throws sharp's error on bytes it cannot decode.
 */
export async function encodePhoto(
  bytes: Uint8Array,
  { limitInputPixels }: { limitInputPixels?: number } = {},
): Promise<EncodedPhoto> {
  const upright = await sharp(bytes, { limitInputPixels, failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(upright.data)
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
  return {
    contentType: "image/jpeg",
    full: upright.data,
    thumbnail,
    width: upright.info.width,
    height: upright.info.height,
  };
}
