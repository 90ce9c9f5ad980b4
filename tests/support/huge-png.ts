import zlib from "node:zlib";

/**
 * A valid PNG of `width` × `height` black pixels, one bit each, written with zlib: 30000 × 30000
 * is about 110 KB and takes a second, where sharp takes half a minute on this machine to encode
 * it (every pixel goes through its pipeline). Tests check it with sharp's metadata.
 */
export function blackPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then one bit a pixel, all zero.
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
