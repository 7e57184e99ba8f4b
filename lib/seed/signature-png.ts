import { deflateSync } from "node:zlib";

/**
 * A drawn-looking signature as a PNG, made without a canvas (the demo seed's approved quotes
 * need one): a few looping strokes on a transparent background, encoded by the smallest PNG
 * writer that works (RGBA, no filtering, one IDAT).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels (width × height × 4 bytes) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(
      rows,
      y * (width * 4 + 1) + 1,
    );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A signature-like scribble, different for each seed number. */
export function signaturePng(seed = 1, width = 300, height = 90) {
  const pixels = new Uint8Array(width * height * 4);
  const dot = (cx: number, cy: number, radius: number) => {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1)
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x += 1) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const distance = Math.hypot(x - cx, y - cy);
        if (distance > radius + 0.5) continue;
        const alpha = Math.round(255 * Math.min(1, radius + 0.5 - distance));
        const at = (y * width + x) * 4;
        pixels[at] = 20;
        pixels[at + 1] = 30;
        pixels[at + 2] = 90;
        pixels[at + 3] = Math.max(pixels[at + 3], alpha);
      }
  };
  // The name: loops along a baseline, then an underline flourish.
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 18 + t * (width - 60);
    const loops = 9 + (seed % 4);
    const y =
      height * 0.45 +
      Math.sin(t * Math.PI * 2 * loops) * 16 * (1 - t * 0.4) +
      Math.sin(t * Math.PI * 3 + seed) * 6;
    dot(x + Math.cos(t * Math.PI * 2 * loops) * 7, y, 1.4);
  }
  for (let t = 0; t <= 1; t += 0.001) {
    const x = 30 + t * (width - 50);
    const y = height * 0.8 - Math.sin(t * Math.PI) * 6 + t * 4;
    dot(x, y, 1.1);
  }
  return encodePng(width, height, pixels);
}
