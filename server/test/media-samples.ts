/**
 * Small audio and video files made in the tests: real headers (frames, boxes, pages, elements)
 * around bodies of zeros, as valid as the upload check reads them. None of them plays a sound.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

// ---------------------------------------------------------------- MP3

/** An ID3v2.4 tag holding `body`, its size "syncsafe" (7 bits a byte). */
export function id3v2(body: Buffer = Buffer.alloc(0)): Buffer {
  const size = body.length;
  const syncsafe = [size >> 21, size >> 14, size >> 7, size].map((part) => part & 0x7f);
  return Buffer.concat([ascii('ID3'), Buffer.from([4, 0, 0, ...syncsafe]), body]);
}

/** A title frame (TIT2) of an ID3v2.4 tag. */
export function id3Title(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]);
  return Buffer.concat([ascii('TIT2'), Buffer.from([0, 0, 0, text.length, 0, 0]), text]);
}

/**
 * `count` MPEG-1 Layer III frames, 128 kb/s at 44.1 kHz, 417 bytes each (418 with padding: every
 * third frame is padded, as encoders do to keep the average), header then zeros.
 */
export function mp3Frames(count: number): Buffer {
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const padded = i % 3 === 2;
    const frame = Buffer.alloc(padded ? 418 : 417);
    frame.set([0xff, 0xfb, padded ? 0x92 : 0x90, 0x64]);
    frames.push(frame);
  }
  return Buffer.concat(frames);
}

/** An mp3 of about `bytes` (at least a few frames): an ID3 tag, then frames. */
export function mp3File(bytes = 4 * 418): Buffer {
  const tag = id3v2(id3Title('भजन'));
  return Buffer.concat([tag, mp3Frames(Math.max(3, Math.round((bytes - tag.length) / 417.33)))]);
}

/** An ID3v1 tag (128 bytes at the end of a file). */
export function id3v1(title = 'Bhajan'): Buffer {
  const tag = Buffer.alloc(128);
  tag.write('TAG', 0, 'latin1');
  tag.write(title, 3, 'latin1');
  return tag;
}

/** An APEv2 tag with one item, with a header or only the footer. */
export function apeTag(withHeader: boolean): Buffer {
  const item = Buffer.concat([Buffer.from([6, 0, 0, 0, 0, 0, 0, 0]), ascii('Title\0Bhajan')]);
  const part = (isHeader: boolean) => {
    const bytes = Buffer.alloc(32);
    bytes.write('APETAGEX', 0, 'latin1');
    bytes.writeUInt32LE(2000, 8);
    bytes.writeUInt32LE(item.length + 32, 12);
    bytes.writeUInt32LE(1, 16);
    bytes.writeUInt32LE(((withHeader ? 0x8000_0000 : 0) | (isHeader ? 0x2000_0000 : 0)) >>> 0, 20);
    return bytes;
  };
  return Buffer.concat([...(withHeader ? [part(true)] : []), item, part(false)]);
}

// ---------------------------------------------------------------- MP4, M4A

/** An ISO base media box: 32-bit size, type, body. */
export function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A box with a 64-bit size (size field 1). */
export function largeBox(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(16);
  head.writeUInt32BE(1, 0);
  head.write(type, 4, 'latin1');
  head.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([head, body]);
}

export const ftyp = (brand = 'isom') => box('ftyp', Buffer.concat([ascii(brand), Buffer.from([0, 0, 2, 0]), ascii(`${brand}iso2mp41`)]));
export const moov = () => box('moov', box('mvhd', Buffer.alloc(100)));

/** An mp4 (or m4a) of exactly `bytes` (at least 160): ftyp, moov, then mdat filled with zeros. */
export function mp4File(bytes = 512, brand = 'isom'): Buffer {
  const head = Buffer.concat([ftyp(brand), moov()]);
  return Buffer.concat([head, box('mdat', Buffer.alloc(bytes - head.length - 8))]);
}

// ---------------------------------------------------------------- OGG

/** An Ogg page holding `body` (the CRC is left at zero: the upload check does not read it). */
export function oggPage(body: Buffer, flags: number, sequence: number): Buffer {
  const segments: number[] = [];
  for (let left = body.length; ; left -= 255) {
    segments.push(Math.min(left, 255));
    if (left < 255) break;
  }
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = flags;
  head.writeUInt32LE(0x1234, 14);
  head.writeUInt32LE(sequence, 18);
  head[26] = segments.length;
  return Buffer.concat([head, Buffer.from(segments), body]);
}

/** An ogg of two pages: a Vorbis identification header (beginning the stream), then one of `bytes` of zeros (ending it). */
export function oggFile(bytes = 300): Buffer {
  const identification = Buffer.concat([Buffer.from([1]), ascii('vorbis'), Buffer.alloc(23)]);
  return Buffer.concat([oggPage(identification, 0x02, 0), oggPage(Buffer.alloc(bytes), 0x04, 1)]);
}

// ---------------------------------------------------------------- WEBM

/** An EBML element: its ID's bytes, its size as an 8-byte variable-length integer (or "unknown"), its body. */
export function ebml(id: number, body: Buffer = Buffer.alloc(0), unknownSize = false): Buffer {
  // An ID's first byte is at least 0x10 (its length marker), so its hex digits come in pairs.
  const idBytes = Buffer.from(id.toString(16), 'hex');
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff, 1);
  else size.writeUIntBE(body.length, 2, 6);
  size[0] = 0x01;
  return Buffer.concat([idBytes, size, body]);
}

/** An EBML header with a DocType ('webm'), as encoders write it. */
export function ebmlHeader(docType = 'webm'): Buffer {
  const uint = (id: number, value: number) => Buffer.concat([Buffer.from(id.toString(16), 'hex'), Buffer.from([0x81, value])]);
  const docTypeBytes = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | docType.length]), ascii(docType)]);
  const body = Buffer.concat([
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    docTypeBytes,
    uint(0x4287, 4),
    uint(0x4285, 2),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
}

/** A Segment's children: Info, Tracks and one Cluster with a body of `bytes` zeros. */
export const segmentBody = (bytes = 200) =>
  Buffer.concat([
    ebml(0x1549a966, Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40])),
    ebml(0x1654ae6b, Buffer.alloc(20)),
    ebml(0x1f43b675, Buffer.alloc(bytes)),
  ]);

/** A webm: EBML header, then one Segment of known size (or unknown, as live recordings write it). */
export function webmFile(bytes = 200, unknownSize = false): Buffer {
  return Buffer.concat([ebmlHeader(), ebml(0x18538067, segmentBody(bytes), unknownSize)]);
}

/** What is hidden in the polyglots of the tests. */
export const HTML_PAGE = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n');
