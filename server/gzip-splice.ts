import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached page is constant except for the CSP nonce. These helpers compress the constant parts once, as deflate
 * blocks that each end on a byte boundary (sync flush), and per response only splice the nonce in as a stored
 * (uncompressed) block and write the gzip header and trailer. The result is a standard single-member gzip
 * stream (RFC 1952 / RFC 1951), so a page costs about what a precompressed static file costs to send.
 */
export interface SplicedBody {
  /** Each part as raw deflate ending on a sync flush. */
  deflated: Buffer[];
  /** Each part's bytes, for the CRC-32 of the whole body. */
  raw: Buffer[];
}

export function prepareSplice(parts: string[]): SplicedBody {
  const raw = parts.map((p) => Buffer.from(p, "utf8"));
  const deflated = raw.map((b) => deflateRawSync(b, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { raw, deflated };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final, empty stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xFFFF. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new Error("stored block too long");
  const head = Buffer.alloc(5);
  head[0] = 0x00; // BFINAL=0, BTYPE=00 (stored); we are byte-aligned after a sync flush
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

/** The gzip body of parts joined by `separator` (the nonce). */
export function gzipJoin(body: SplicedBody, separator: string): Buffer {
  const sep = Buffer.from(separator, "utf8");
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  body.deflated.forEach((block, i) => {
    const raw = body.raw[i] as Buffer;
    if (i > 0) {
      chunks.push(storedBlock(sep));
      if (sep.length > 0) crc = crc32(sep, crc);
      size += sep.length;
    }
    chunks.push(block);
    // Node's crc32 answers 0 for an empty Buffer.from(""), whatever the running value: skip empty parts.
    if (raw.length > 0) crc = crc32(raw, crc);
    size += raw.length;
  });
  chunks.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
