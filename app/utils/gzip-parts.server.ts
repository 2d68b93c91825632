import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body made of parts compressed once, with a few per-request bytes between them (a kept
 * document and its nonce, ADR 040). A deflate stream is a run of blocks: each part is compressed
 * on its own and ends on a byte boundary (a sync flush), the bytes between are a stored
 * (uncompressed) block, and only the last part ends the stream. The gzip wrapper's checksum is of
 * the whole text, so it is computed per body, which costs a small fraction of compressing it.
 */

/** Gzip's header: the magic, deflate, no flags, no time, no extra flags, an unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The largest stored block. */
const STORED_BLOCK_MAX = 0xffff;

/** Each part compressed on its own, as small as deflate makes it (once per document); every part but the last leaves the stream open. */
export function compressParts(parts: Buffer[]): Buffer[] {
  return parts.map((part, index) =>
    deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: index < parts.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
    }),
  );
}

/** The parts, joined by `between`, as one gzip body. */
export function gzipJoined(parts: Buffer[], compressed: Buffer[], between: Buffer): Buffer<ArrayBuffer> {
  if (between.length > STORED_BLOCK_MAX) throw new RangeError("too many bytes between the parts");
  const stored = storedBlock(between);
  const chunks: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      checksum = continued(checksum, between);
      size += between.length;
    }
    chunks.push(compressed[index]!);
    checksum = continued(checksum, part);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** A CRC-32 continued over more bytes (Node's answers 0 for none, whatever it continues). */
function continued(checksum: number, bytes: Buffer): number {
  return bytes.length > 0 ? crc32(bytes, checksum) : checksum;
}

/** A stored deflate block that does not end the stream: a byte of header, the length twice, the bytes. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt8(0, 0);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** Whether a request's Accept-Encoding takes gzip (by name or `*`, with a quality above 0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const entry of acceptEncoding.split(",")) {
    const [name = "", ...params] = entry.trim().toLowerCase().split(";");
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const accepted = quality === undefined || Number(quality) > 0;
    if (name === "gzip" || name === "x-gzip") return accepted;
    if (name === "*") star = accepted;
  }
  return star;
}
