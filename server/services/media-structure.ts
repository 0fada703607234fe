/**
 * The structure of uploaded audio and video files, checked while they stream in. The first bytes
 * of a file only say what it claims to be: an ID3 tag followed by an HTML page starts like an
 * .mp3. So each file is read as the chain of units its format is made of (MPEG audio frames, ISO
 * boxes, Ogg pages, EBML elements), each unit's header telling where the next one starts, and the
 * chain must run from the first byte to the last: bytes that are not part of it (a page after
 * the audio, a file cut short) are refused. Only headers are read; the bodies between them are
 * counted past, so a file of any size takes a few kilobytes of memory.
 *
 * Second, the first kilobytes must not hold the start of an HTML page or a script (see
 * MarkupScan): the structure alone cannot tell, since every format has places for free bytes
 * (an ID3 comment, a 'free' box, a Void element).
 */

/**
 * What a format's reader makes of the bytes at the current position (the start of a unit):
 * `need` more of them to read the unit's header; the unit is `skip` bytes long (its header
 * included) and the next one starts after it; the `rest` of the file is taken as it is (and judged
 * at the end, if at all); or a reason to `refuse` the file.
 */
type Step = { need: number } | { skip: number } | { rest: true } | { refuse: string };

interface Format {
  /** The bytes read at the start of each unit (more on `need`). */
  readonly headBytes: number;
  /** What a unit is called, for "it ends in the middle of …". */
  readonly unit: string;
  /**
   * Reads the unit at `at`, whose first bytes are `head` (at least `headBytes` of them, or, when
   * `final`, whatever is left of the file).
   */
  read(head: Buffer, at: number, final: boolean): Step;
  /** The file has ended after whole units (or in its rest): a reason to refuse it, if any. `tail`: its last bytes. */
  end(size: number, tail: Buffer): string | undefined;
}

/** The most a format may ask to see of a unit's header at once. */
const MAX_HEAD_BYTES = 64 * 1024;
/** The file's last bytes kept for the end check: an APE tag's footer and an ID3v1 tag. */
const TAIL_BYTES = 32 + 128;
const EMPTY: Buffer = Buffer.alloc(0);

/** Feeds a file's bytes to a Format, one unit at a time: only headers are held, bodies are counted past. */
class UnitChain {
  private head = EMPTY;
  private want: number;
  /** The position in the file of the current unit (of head[0], once `skipping` is done). */
  private at = 0;
  private skipping = 0;
  private rest = false;
  private size = 0;
  private tail = EMPTY;

  constructor(private readonly format: Format) {
    this.want = format.headBytes;
  }

  push(chunk: Buffer): string | undefined {
    this.size += chunk.length;
    this.keepTail(chunk);
    let data = chunk;
    while (data.length > 0 && !this.rest) {
      if (this.skipping > 0) {
        const skipped = Math.min(this.skipping, data.length);
        this.skipping -= skipped;
        data = data.subarray(skipped);
        continue;
      }
      const take = Math.min(this.want - this.head.length, data.length);
      const piece = data.subarray(0, take);
      // A whole head within the chunk is read where it is (the common case: a copy per unit would add up).
      this.head = this.head.length === 0 && take === this.want ? piece : Buffer.concat([this.head, piece]);
      data = data.subarray(take);
      const problem = this.readUnits();
      if (problem) return problem;
    }
    return undefined;
  }

  end(): string | undefined {
    if (this.skipping > 0) return this.cutShort();
    while (!this.rest && this.head.length > 0) {
      const step = this.format.read(this.head, this.at, true);
      if ('refuse' in step) return step.refuse;
      if ('need' in step) return this.cutShort();
      if ('rest' in step) this.rest = true;
      else if (step.skip > this.head.length) return this.cutShort();
      else this.advance(step.skip);
    }
    return this.format.end(this.size, this.tail);
  }

  private readUnits(): string | undefined {
    while (!this.rest && this.skipping === 0 && this.head.length >= this.want) {
      const step = this.format.read(this.head, this.at, false);
      if ('refuse' in step) return step.refuse;
      if ('rest' in step) this.rest = true;
      else if ('skip' in step) this.advance(step.skip);
      else if (step.need <= this.head.length || step.need > MAX_HEAD_BYTES) {
        // A reader asking for what it has would loop for ever: a mistake in this file, not in the upload.
        throw new Error(`A media format reader asked for ${step.need} bytes at ${this.at} with ${this.head.length} in hand`);
      } else this.want = step.need;
    }
    return undefined;
  }

  private advance(bytes: number) {
    if (!(bytes > 0)) throw new Error(`A media format reader skipped ${bytes} bytes at ${this.at}`);
    const used = Math.min(bytes, this.head.length);
    // A copy: what is left of the head would otherwise keep the whole chunk it came from.
    this.head = used === this.head.length ? EMPTY : Buffer.from(this.head.subarray(used));
    this.skipping = bytes - used;
    this.at += bytes;
    this.want = this.format.headBytes;
  }

  private keepTail(chunk: Buffer) {
    const last = chunk.subarray(Math.max(0, chunk.length - TAIL_BYTES));
    const kept = this.tail.subarray(Math.max(0, this.tail.length + last.length - TAIL_BYTES));
    this.tail = Buffer.concat([kept, last]);
  }

  private cutShort(): string {
    return `it ends in the middle of ${this.format.unit} (the file is cut short or damaged)`;
  }
}

// ---------------------------------------------------------------- HTML and scripts near the start

/** How far into a file markup is looked for: beyond what browsers and other sniffers read (512 to 1,445 bytes). */
export const MARKUP_SCAN_BYTES = 8 * 1024;
/**
 * The start of an HTML page or script, as sniffers look for it: the tag and a byte that ends it.
 * In compressed audio or video, these 6 to 10 bytes in a row are as good as never there by chance.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg)[\s/>]/i;

/**
 * The uploads are served as what their extension says, with `nosniff` and a sandboxing CSP, so no
 * browser of ours reads them as a page. But a file is also downloaded, opened from disk, passed on
 * or put behind another server; a page hidden in the first kilobytes (where sniffers look) is the
 * one thing a structurally valid media file may still carry, so it is refused too.
 */
class MarkupScan {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private done = false;

  push(chunk: Buffer): string | undefined {
    if (this.done) return undefined;
    const part = chunk.subarray(0, MARKUP_SCAN_BYTES - this.bytes);
    this.chunks.push(Buffer.from(part));
    this.bytes += part.length;
    return this.bytes >= MARKUP_SCAN_BYTES ? this.end() : undefined;
  }

  end(): string | undefined {
    if (this.done) return undefined;
    this.done = true;
    const found = MARKUP.exec(Buffer.concat(this.chunks).toString('latin1'));
    this.chunks = [];
    return found ? `it holds HTML or a script (${found[0].slice(0, -1)}) near its start` : undefined;
  }
}

// ---------------------------------------------------------------- MP3: ID3 tags and MPEG audio frames

/** Kilobits per second by bitrate index (1–14), per MPEG-1 layer and for MPEG-2/2.5 (Layer I; Layers II and III). */
const BITRATES = {
  mpeg1: {
    1: [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    2: [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    3: [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  },
  mpeg2: {
    1: [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    2: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    3: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  },
} as const;
/** Samples per second by sample rate index (0–2), for MPEG-1; MPEG-2 halves them, MPEG-2.5 quarters them. */
const SAMPLE_RATES = [44_100, 48_000, 32_000] as const;
/**
 * How far the next frame is looked for after a free-format frame (whose header gives no bitrate, so
 * no length): beyond the longest such frame decoders play (640 kb/s at the lowest sample rate).
 */
const FREE_FORMAT_SEARCH_BYTES = 6 * 1024;

interface MpegFrame {
  /** The frame's length, header included; 0 for a free-format frame (no bitrate in the header). */
  length: number;
  /** The bytes of padding in that length: a slot (4 bytes in Layer I, 1 in II and III) or none. */
  padding: number;
  /** The bytes every frame of the same stream shares: sync, version, layer (of byte 1) and the sample rate (of byte 2). */
  key: number;
}

/** The MPEG audio frame header at `at` in `bytes`, or undefined when these are not one. */
export function mpegFrame(bytes: Buffer, at = 0): MpegFrame | undefined {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3; // 0: MPEG-2.5, 1: reserved, 2: MPEG-2, 3: MPEG-1
  const layer = 4 - ((b1 >> 1) & 3); // 4: reserved
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const padded = (b2 >> 1) & 1;
  const padding = padded * (layer === 1 ? 4 : 1);
  const key = (b1 << 8) | (b2 & 0x0c);
  if (bitrateIndex === 0) return { length: 0, padding, key };
  const bitrate = BITRATES[version === 3 ? 'mpeg1' : 'mpeg2'][layer as 1 | 2 | 3][bitrateIndex - 1]! * 1000;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (version === 3 ? 1 : version === 2 ? 2 : 4);
  return { length: frameLength(layer, version === 3, bitrate, sampleRate) + padding, padding, key };
}

/** A frame's length in bytes without padding, from what its header says (the formulas of ISO 11172-3 and 13818-3). */
function frameLength(layer: number, mpeg1: boolean, bitrate: number, sampleRate: number): number {
  if (layer === 1) return Math.floor((12 * bitrate) / sampleRate) * 4;
  const perByte = layer === 3 && !mpeg1 ? 72 : 144;
  return Math.floor((perByte * bitrate) / sampleRate);
}

/** An ID3v2 tag's whole length (header, body, footer) from its 10-byte header, or undefined when it is damaged. */
function id3v2Length(head: Buffer): number | undefined {
  const sizeBytes = head.subarray(6, 10);
  if (head[3] === 0xff || head[4] === 0xff || sizeBytes.some((byte) => byte >= 0x80)) return undefined;
  // "Syncsafe": 7 bits a byte, so that no byte of the size looks like a frame sync.
  const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
  const footer = head[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const startsWithText = (bytes: Buffer, text: string, at = 0) =>
  at >= 0 && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * An .mp3: ID3v2 tags (at the start, or between frames in files joined together) and MPEG audio
 * frames, each frame's header giving its length, so that the next header must be right where it
 * ends; after the last frame, tags only (ID3v1, APE: see mp3TrailerProblem).
 */
function mp3Format(): Format {
  let frames = 0;
  /** Zero bytes are allowed between an ID3v2 tag and the first frame (taggers leave such padding). */
  let afterTag = false;
  /** Where the bytes after the frames start, when there are any. */
  let trailerAt: number | undefined;
  /** The length of a frame without padding in a free-format stream, once two frames have shown it. */
  let freeLength: number | undefined;
  return {
    headBytes: 4,
    unit: 'an MPEG audio frame',
    read(head, at, final) {
      if (startsWithText(head, 'ID3')) {
        if (head.length < 10) return { need: 10 };
        const length = id3v2Length(head);
        if (length === undefined) return { refuse: `its ID3 tag at byte ${at} is damaged` };
        afterTag = true;
        return { skip: length };
      }
      if (afterTag && head[0] === 0) {
        const nonZero = head.findIndex((byte) => byte !== 0);
        return { skip: nonZero === -1 ? head.length : nonZero };
      }
      // An ID3v1 tag: 128 bytes, at the end (or, in files joined together, between frames).
      if (startsWithText(head, 'TAG')) return { skip: 128 };
      const frame = head.length >= 4 ? mpegFrame(head) : undefined;
      if (!frame) {
        if (frames === 0)
          return { refuse: `${at === 0 ? 'it does not start' : 'after its ID3 tag it does not go on'} with MPEG audio frames` };
        trailerAt = at;
        return { rest: true };
      }
      frames += 1;
      afterTag = false;
      if (frame.length > 0) return { skip: frame.length };
      if (freeLength !== undefined) return { skip: freeLength + frame.padding };
      const next = nextFreeFormatFrame(head, frame);
      if (next === undefined && !final && head.length < FREE_FORMAT_SEARCH_BYTES) return { need: FREE_FORMAT_SEARCH_BYTES };
      if (next === undefined) return { refuse: `its free-format MPEG audio frame at byte ${at} is not followed by another` };
      freeLength = next - frame.padding;
      return { skip: next };
    },
    end(size, tail) {
      if (frames === 0) return 'it has no MPEG audio frames';
      return trailerAt === undefined ? undefined : mp3TrailerProblem(size - trailerAt, tail);
    },
  };
}

/** Where the frame after a free-format one starts in `head`: the next header of the same stream. */
function nextFreeFormatFrame(head: Buffer, frame: MpegFrame): number | undefined {
  for (let at = head.indexOf(0xff, 4); at >= 0; at = head.indexOf(0xff, at + 1)) {
    const next = mpegFrame(head, at);
    if (next?.length === 0 && next.key === frame.key) return at;
  }
  return undefined;
}

/**
 * What may follow an mp3's last frame besides an ID3v1 tag (read as a unit): an APE tag (a
 * 32-byte footer at its end says its length; MP3Gain and foobar2000 write them), then perhaps an
 * ID3v1 tag. `length` bytes follow the frames; `tail` holds the file's last bytes.
 */
function mp3TrailerProblem(length: number, tail: Buffer): string | undefined {
  let end = tail.length;
  if (length >= 128 && end >= 128 && startsWithText(tail, 'TAG', end - 128)) end -= 128;
  const footer = end - 32;
  if (footer >= 0 && tail.length - footer <= length && startsWithText(tail, 'APETAGEX', footer)) {
    // The size counts the items and the footer; the header, when there is one, comes on top.
    const hasHeader = (tail.readUInt32LE(footer + 20) & 0x8000_0000) !== 0;
    const apeLength = tail.readUInt32LE(footer + 12) + (hasHeader ? 32 : 0);
    if (apeLength + (tail.length - end) === length) return undefined;
  }
  return `it has ${length} bytes after its last MPEG audio frame that are neither audio nor a tag`;
}

// ---------------------------------------------------------------- MP4 and M4A: ISO base media boxes

const isFourCc = (bytes: Buffer) => bytes.length === 4 && bytes.every((byte) => byte >= 0x20 && byte <= 0x7e);

/**
 * An .mp4 or .m4a (ISO base media, ISO 14496-12): a chain of boxes, each a 32-bit size (1: a
 * 64-bit size follows the type; 0: up to the end of the file) and a four-letter type, from the
 * 'ftyp' first to the last byte; a movie ('moov', or 'moof' fragments) must be among them.
 */
function isoFormat(): Format {
  let boxes = 0;
  let movie = false;
  return {
    headBytes: 8,
    unit: 'a box',
    read(head, at) {
      if (head.length < 8) return { need: 8 };
      const type = head.subarray(4, 8);
      const name = type.toString('latin1');
      if (!isFourCc(type)) return { refuse: `it has something else than a box at byte ${at}` };
      if (boxes === 0 && name !== 'ftyp') return { refuse: 'it does not start with an ftyp box' };
      let size = head.readUInt32BE(0);
      let header = 8;
      if (size === 1) {
        if (head.length < 16) return { need: 16 };
        // Beyond 2^53 bytes a Number loses precision, but any such size is far beyond the upload limit anyway.
        size = Number(head.readBigUInt64BE(8));
        header = 16;
      }
      boxes += 1;
      movie ||= name === 'moov' || name === 'moof';
      if (size === 0) return { rest: true };
      if (size < header || (name === 'ftyp' && size < 16)) return { refuse: `its ${name} box at byte ${at} has an impossible size` };
      return { skip: size };
    },
    end() {
      return movie ? undefined : 'it has no movie (moov) box';
    },
  };
}

// ---------------------------------------------------------------- OGG: pages

/** The fixed part of an Ogg page header (RFC 3533), before its segment table. */
const OGG_HEADER_BYTES = 27;

/**
 * An .ogg (RFC 3533): a chain of pages, each 'OggS', version 0, flags, positions, then a segment
 * table whose entries add up to the page's body; the first page begins a stream.
 */
function oggFormat(): Format {
  let pages = 0;
  return {
    headBytes: OGG_HEADER_BYTES,
    unit: 'an Ogg page',
    read(head, at) {
      if (head.length < OGG_HEADER_BYTES)
        return startsWithText(head, 'OggS'.slice(0, head.length)) ? { need: OGG_HEADER_BYTES } : notOgg(at);
      if (!startsWithText(head, 'OggS') || head[4] !== 0 || (head[5]! & 0xf8) !== 0) return notOgg(at);
      if (pages === 0 && (head[5]! & 0x02) === 0) return { refuse: 'its first Ogg page does not begin a stream' };
      const segments = head[26]!;
      const headerBytes = OGG_HEADER_BYTES + segments;
      if (head.length < headerBytes) return { need: headerBytes };
      let body = 0;
      for (let i = OGG_HEADER_BYTES; i < headerBytes; i += 1) body += head[i]!;
      pages += 1;
      return { skip: headerBytes + body };
    },
    end() {
      return pages > 0 ? undefined : 'it has no Ogg pages';
    },
  };
}

const notOgg = (at: number): Step => ({ refuse: `it has something else than an Ogg page at byte ${at}` });

// ---------------------------------------------------------------- WEBM: EBML elements

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const VOID_ID = 0xec;
const DOCTYPE_ID = 0x4282;
/** What a Segment holds (Matroska's level-1 elements): SeekHead, Info, Tracks, Cluster, Cues, Chapters, Tags, Attachments, Void, CRC-32. */
const SEGMENT_CHILDREN: ReadonlySet<number> = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  0x1f43b675,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
  VOID_ID,
  0xbf,
]);
/** Real EBML headers are some 40 bytes; a longer one is not read. */
const EBML_HEADER_MAX_BYTES = 1024;

interface EbmlElement {
  id: number;
  /** The bytes of the ID and the size. */
  header: number;
  /** The body's length; undefined for "unknown" (all ones: the element runs on, as in live recordings). */
  size: number | undefined;
}

/** The length of a variable-length integer from its first byte (the number of leading zero bits, plus one), 0 when invalid. */
const vintLength = (first: number) => (first === 0 ? 0 : 8 - Math.floor(Math.log2(first)));

/** The element header at `at` in `bytes`: the element, the bytes needed to read it, or undefined when invalid. */
export function ebmlElement(bytes: Buffer, at = 0): EbmlElement | { need: number } | undefined {
  if (bytes.length <= at) return { need: at + 1 };
  const idLength = vintLength(bytes[at]!);
  if (idLength === 0 || idLength > 4) return undefined;
  if (bytes.length < at + idLength + 1) return { need: at + idLength + 1 };
  const sizeLength = vintLength(bytes[at + idLength]!);
  if (sizeLength === 0) return undefined;
  const header = idLength + sizeLength;
  if (bytes.length < at + header) return { need: at + header };
  const id = bytes.readUIntBE(at, idLength);
  // The size without its length marker; all ones is "unknown".
  let size = bytes[at + idLength]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = bytes[at + idLength + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, header, size: allOnes ? undefined : size };
}

/** The DocType of an EBML header's body ('matroska' when it says none, as the spec defines). */
function ebmlDocType(body: Buffer): string | undefined {
  let docType = 'matroska';
  for (let at = 0; at < body.length;) {
    const child = ebmlElement(body, at);
    if (!child || 'need' in child || child.size === undefined) return undefined;
    const end = at + child.header + child.size;
    if (end > body.length) return undefined;
    if (child.id === DOCTYPE_ID) docType = body.toString('latin1', at + child.header, end).replace(/\0+$/, '');
    at = end;
  }
  return docType;
}

/**
 * A .webm (EBML, as Matroska): an EBML header whose DocType is 'webm', then a Segment; the
 * Segment's children must be Matroska's level-1 elements and fill it exactly, and the top-level
 * elements must fill the file. Live recordings (a browser's MediaRecorder) leave the size of the
 * Segment and its Clusters unknown; from the first element of unknown size on, the rest of the
 * file is taken as it is.
 */
function webmFormat(): Format {
  const state = { header: false, segments: 0, segmentEnd: undefined as number | undefined };
  return {
    headBytes: 1,
    unit: 'a WebM element',
    read(head, at) {
      const element = ebmlElement(head);
      if (element === undefined) return { refuse: `it has something else than a WebM element at byte ${at}` };
      if ('need' in element) return element;
      if (state.segmentEnd !== undefined && (at >= state.segmentEnd || startsStream(element, state.segmentEnd)))
        state.segmentEnd = undefined;
      if (state.segmentEnd !== undefined) return segmentChild(element, at, state.segmentEnd);
      return topLevelElement(element, head, at, state);
    },
    end(size) {
      if (state.segments === 0) return 'it has no WebM Segment';
      // Whole elements up to here, but fewer than its Segment said: the file is cut short.
      const end = state.segmentEnd ?? size;
      return size < end && end !== Number.POSITIVE_INFINITY ? 'it ends before its Segment does (the file is cut short)' : undefined;
    },
  };
}

function topLevelElement(
  element: EbmlElement,
  head: Buffer,
  at: number,
  state: { header: boolean; segments: number; segmentEnd: number | undefined },
): Step {
  if (!state.header && element.id !== EBML_ID) return { refuse: 'it does not start with an EBML header' };
  if (element.id === EBML_ID) {
    if (element.size === undefined || element.size > EBML_HEADER_MAX_BYTES)
      return { refuse: `its EBML header at byte ${at} is not readable` };
    const length = element.header + element.size;
    if (head.length < length) return { need: length };
    const docType = ebmlDocType(head.subarray(element.header, length));
    if (docType !== 'webm')
      return { refuse: `its EBML header says ${docType === undefined ? 'nothing readable' : `'${docType}'`}, not 'webm'` };
    state.header = true;
    return { skip: length };
  }
  if (element.id === SEGMENT_ID) {
    state.segments += 1;
    // Into the Segment: its children are read next, up to its end.
    state.segmentEnd = element.size === undefined ? Number.POSITIVE_INFINITY : at + element.header + element.size;
    return { skip: element.header };
  }
  if (element.id === VOID_ID && element.size !== undefined) return { skip: element.header + element.size };
  return { refuse: `it has something else than a WebM element at byte ${at}` };
}

/** In a Segment of unknown size, an EBML header or a Segment ends it: the next stream of a chained recording. */
const startsStream = (element: EbmlElement, segmentEnd: number) =>
  segmentEnd === Number.POSITIVE_INFINITY && (element.id === EBML_ID || element.id === SEGMENT_ID);

function segmentChild(element: EbmlElement, at: number, segmentEnd: number): Step {
  if (!SEGMENT_CHILDREN.has(element.id)) return { refuse: `its Segment holds something else than WebM elements at byte ${at}` };
  if (element.size === undefined) return segmentEnd === Number.POSITIVE_INFINITY ? { rest: true } : { skip: segmentEnd - at };
  const end = at + element.header + element.size;
  if (end > segmentEnd) return { refuse: `an element at byte ${at} runs past the end of its Segment` };
  return { skip: element.header + element.size };
}

// ---------------------------------------------------------------- the check

const FORMATS: Readonly<Record<string, () => Format>> = {
  mp3: mp3Format,
  m4a: isoFormat,
  mp4: isoFormat,
  ogg: oggFormat,
  webm: webmFormat,
};

/** A file's check, fed its bytes as they come: each answer is a reason to refuse it, or undefined while it is fine. */
export interface StructureCheck {
  push(chunk: Buffer): string | undefined;
  /** The file has ended (all of it was pushed). */
  end(): string | undefined;
}

/** The structure check of a file type by its extension; undefined for types without one (pictures are decoded instead). */
export function structureCheck(extension: string): StructureCheck | undefined {
  const format = FORMATS[extension];
  if (!format) return undefined;
  const chain = new UnitChain(format());
  const markup = new MarkupScan();
  // When the structure is wrong, a page among the bytes read so far is the better reason to give.
  const either = (problem: string | undefined) => (problem ? (markup.end() ?? problem) : undefined);
  return {
    push: (chunk) => markup.push(chunk) ?? either(chain.push(chunk)),
    end: () => markup.end() ?? chain.end(),
  };
}

/** The extensions with a structure check. */
export const STRUCTURED_EXTENSIONS: readonly string[] = Object.keys(FORMATS);
