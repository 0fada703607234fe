import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEDIA_FILE_TYPES } from '../../src/model/admin';
import {
  apeTag,
  box,
  ebml,
  ebmlHeader,
  ftyp,
  HTML_PAGE,
  id3Title,
  id3v1,
  id3v2,
  largeBox,
  moov,
  mp3File,
  mp3Frames,
  mp4File,
  oggFile,
  oggPage,
  segmentBody,
  webmFile,
} from '../test/media-samples';
import { ebmlElement, MARKUP_SCAN_BYTES, mpegFrame, STRUCTURED_EXTENSIONS, structureCheck } from './media-structure';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The first reason to refuse `bytes` as a file of `extension`, fed in chunks of `chunkSize`; undefined when it passes. */
function problemOf(extension: string, bytes: Buffer, chunkSize = bytes.length || 1): string | undefined {
  const check = structureCheck(extension)!;
  for (let at = 0; at < bytes.length; at += chunkSize) {
    const problem = check.push(bytes.subarray(at, at + chunkSize));
    if (problem) return problem;
  }
  return check.end();
}

/** Passes in any chunking: whole, byte by byte, and in odd pieces (headers then fall across chunks). */
function expectAccepted(extension: string, bytes: Buffer) {
  for (const chunkSize of [bytes.length, 1, 3, 7, 1000])
    expect(problemOf(extension, bytes, chunkSize), `chunks of ${chunkSize}`).toBeUndefined();
}

function expectRefused(extension: string, bytes: Buffer, reason: RegExp) {
  for (const chunkSize of [bytes.length, 1, 7]) expect(problemOf(extension, bytes, chunkSize), `chunks of ${chunkSize}`).toMatch(reason);
}

/**
 * A polyglot's reason: the page in it, or (when fed byte by byte, before its first tag is complete)
 * the structure it breaks.
 */
const POLYGLOT = /holds HTML or a script|something else than|does not go on with MPEG audio frames/;

/** `bytes` without its last `count` bytes. */
const cut = (bytes: Buffer, count: number) => bytes.subarray(0, bytes.length - count);

describe('structureCheck', () => {
  it('checks exactly the audio and video types of the uploads', () => {
    const types = [...MEDIA_FILE_TYPES.audio, ...MEDIA_FILE_TYPES.video].map((type) => type.extension);
    expect([...STRUCTURED_EXTENSIONS].sort()).toEqual([...types].sort());
    expect(structureCheck('png')).toBeUndefined();
  });

  it('passes every real audio and video file of the repository (the seed library, the stories)', () => {
    const extensions = STRUCTURED_EXTENSIONS.map((extension) => `*.${extension}`);
    const files = execFileSync('git', ['ls-files', '-z', '--', ...extensions], { cwd: REPO, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    expect(files).toEqual(
      expect.arrayContaining(['server/db/seed/assets/media/tanpura-drone-c.mp3', 'server/db/seed/assets/media/aarti-kunj-bihari.mp4']),
    );
    for (const file of files) {
      const bytes = readFileSync(path.join(REPO, file));
      const extension = path.extname(file).slice(1).toLowerCase();
      for (const chunkSize of [bytes.length, 997, 65_536])
        expect(problemOf(extension, bytes, chunkSize), `${file} in chunks of ${chunkSize}`).toBeUndefined();
    }
  });
});

describe('mp3', () => {
  it('passes ID3 tags and chained MPEG audio frames, with the tags that may end a file', () => {
    expectAccepted('mp3', mp3File());
    expectAccepted('mp3', mp3Frames(1));
    expectAccepted('mp3', Buffer.concat([mp3File(), id3v1()]));
    expectAccepted('mp3', Buffer.concat([mp3File(), apeTag(true)]));
    expectAccepted('mp3', Buffer.concat([mp3File(), apeTag(false), id3v1()]));
    // Zero padding after the ID3 tag (some taggers); files joined together (a second ID3 tag, an ID3v1 tag between).
    expectAccepted('mp3', Buffer.concat([id3v2(id3Title('a')), Buffer.alloc(700), mp3Frames(3)]));
    expectAccepted('mp3', Buffer.concat([mp3File(), id3v1(), mp3File()]));
  });

  it('reads an ID3 tag’s size as syncsafe, with its footer', () => {
    const tag = id3v2(Buffer.alloc(300)); // 300 = 0b10_0101100: two syncsafe bytes
    expect([...tag.subarray(6, 10)]).toEqual([0, 0, 2, 44]);
    expectAccepted('mp3', Buffer.concat([tag, mp3Frames(3)]));
    const withFooter = Buffer.from(tag);
    withFooter[5] = 0x10;
    expectAccepted('mp3', Buffer.concat([withFooter, Buffer.from('3DI\u0004\0\u0010\0\0\u0002\u002c', 'latin1'), mp3Frames(3)]));
    const damaged = Buffer.from(tag);
    damaged[8] = 0x82;
    expectRefused('mp3', Buffer.concat([damaged, mp3Frames(3)]), /ID3 tag at byte 0 is damaged/);
  });

  it('reads the frame lengths of MPEG-1, MPEG-2 and MPEG-2.5, of each layer, and free-format frames', () => {
    expect(mpegFrame(Buffer.from([0xff, 0xfb, 0x90, 0x64]))?.length).toBe(417); // MPEG-1 Layer III 128 kb/s 44.1 kHz
    expect(mpegFrame(Buffer.from([0xff, 0xfb, 0x92, 0x64]))?.length).toBe(418); // the same, padded
    expect(mpegFrame(Buffer.from([0xff, 0xfb, 0x40, 0xc0]))?.length).toBe(182); // 56 kb/s (the seed's drones)
    expect(mpegFrame(Buffer.from([0xff, 0xf3, 0x58, 0xc0]))?.length).toBe(180); // MPEG-2 Layer III 40 kb/s 16 kHz (the stories' sample)
    expect(mpegFrame(Buffer.from([0xff, 0xe3, 0x18, 0xc0]))?.length).toBe(72); // MPEG-2.5 Layer III 8 kb/s 8 kHz
    expect(mpegFrame(Buffer.from([0xff, 0xfd, 0x64, 0xc0]))?.length).toBe(288); // MPEG-1 Layer II 96 kb/s 48 kHz
    expect(mpegFrame(Buffer.from([0xff, 0xff, 0x92, 0xc0]))?.length).toBe(316); // padded by a 4-byte slot
    expect(mpegFrame(Buffer.from([0xff, 0xff, 0x90, 0xc0]))?.length).toBe(312); // MPEG-1 Layer I 288 kb/s 44.1 kHz: 78 slots of 4 bytes
    expect(mpegFrame(Buffer.from([0xff, 0xfb, 0x00, 0xc0]))?.length).toBe(0); // free format
    for (const reserved of [
      [0xff, 0xeb, 0x90, 0],
      [0xff, 0xf9, 0x90, 0],
      [0xff, 0xfb, 0xf0, 0],
      [0xff, 0xfb, 0x9c, 0],
      [0x3c, 0x68, 0x74, 0x6d],
    ]) {
      expect(mpegFrame(Buffer.from(reserved)), reserved.join()).toBeUndefined();
    }
    // Free format: the length is where the next frame starts; it is the same for every frame but the padded ones.
    const free = (padded: boolean) =>
      Buffer.concat([Buffer.from([0xff, 0xfb, padded ? 0x02 : 0x00, 0xc0]), Buffer.alloc(padded ? 997 : 996)]);
    expectAccepted('mp3', Buffer.concat([id3v2(), free(false), free(false), free(true), free(false)]));
    expectRefused(
      'mp3',
      Buffer.concat([free(false), Buffer.alloc(8000)]),
      /free-format MPEG audio frame at byte 0 is not followed by another/,
    );
  });

  it('refuses an ID3 tag followed by HTML, HTML or other bytes after the frames, and a file cut short', () => {
    expectRefused(
      'mp3',
      Buffer.concat([id3v2(id3Title('a')), Buffer.from('\n\n\n<p>no audio</p>')]),
      /after its ID3 tag it does not go on with MPEG audio frames/,
    );
    expectRefused('mp3', Buffer.concat([id3v2(id3Title('a')), HTML_PAGE]), POLYGLOT);
    expect(problemOf('mp3', Buffer.concat([id3v2(id3Title('a')), HTML_PAGE]))).toMatch(/HTML or a script \(<html\) near its start/);
    const frames = mp3File();
    expectRefused(
      'mp3',
      Buffer.concat([frames, Buffer.alloc(MARKUP_SCAN_BYTES), HTML_PAGE]),
      /bytes after its last MPEG audio frame that are neither audio nor a tag/,
    );
    expectRefused('mp3', Buffer.concat([frames, Buffer.from('#!/bin/sh\necho hello\n')]), /21 bytes after its last MPEG audio frame/);
    expectRefused('mp3', Buffer.concat([frames, Buffer.from([0])]), /1 bytes after its last MPEG audio frame/);
    expectRefused('mp3', cut(frames, 100), /ends in the middle of an MPEG audio frame/);
    expectRefused('mp3', cut(Buffer.concat([frames, id3v1()]), 1), /ends in the middle of an MPEG audio frame/);
    expectRefused('mp3', id3v2(Buffer.alloc(40)).subarray(0, 30), /ends in the middle/);
    // A damaged frame in the middle breaks the chain: what follows is not a tag.
    const broken = mp3Frames(6);
    broken[417 * 2 + 1] = 0x00;
    expectRefused('mp3', broken, /after its last MPEG audio frame/);
    // A tag whose footer's size does not match what follows the frames.
    const ape = apeTag(false);
    ape.writeUInt32LE(ape.readUInt32LE(ape.length - 20) + 5, ape.length - 20);
    expectRefused('mp3', Buffer.concat([frames, ape]), /after its last MPEG audio frame/);
    expectRefused('mp3', id3v2(id3Title('only a tag')), /no MPEG audio frames/);
  });
});

describe('mp4 and m4a', () => {
  it('passes a chain of boxes from ftyp to the end, with 64-bit sizes and a last box running to the end', () => {
    expectAccepted('mp4', mp4File());
    expectAccepted('m4a', mp4File(400, 'M4A '));
    expectAccepted('mp4', Buffer.concat([ftyp(), box('free'), moov(), largeBox('mdat', Buffer.alloc(1000))]));
    expectAccepted('mp4', Buffer.concat([ftyp(), moov(), Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(1000)]));
    // Fragmented: the movie is in moof boxes.
    expectAccepted('mp4', Buffer.concat([ftyp('iso6'), box('moof', Buffer.alloc(40)), box('mdat', Buffer.alloc(100))]));
  });

  it('refuses an ftyp box followed by HTML or other bytes, trailing bytes, no movie, and a file cut short', () => {
    expectRefused('mp4', Buffer.concat([ftyp(), HTML_PAGE]), POLYGLOT);
    expectRefused(
      'mp4',
      Buffer.concat([ftyp(), Buffer.from('\x00\x00\x00\x01\x02\x03\x04\x05 not a box')]),
      /something else than a box at byte 28/,
    );
    expectRefused('mp4', Buffer.concat([mp4File(), Buffer.alloc(MARKUP_SCAN_BYTES), HTML_PAGE]), /something else than a box at byte 512/);
    expectRefused('mp4', Buffer.concat([mp4File(), Buffer.from([0, 0, 0])]), /ends in the middle of a box/);
    expectRefused('mp4', cut(mp4File(), 1), /ends in the middle of a box/);
    expectRefused('mp4', Buffer.concat([ftyp(), box('mdat', Buffer.alloc(100))]), /no movie \(moov\) box/);
    expectRefused('mp4', Buffer.concat([moov(), ftyp()]), /does not start with an ftyp box/);
    const tooSmall = Buffer.concat([ftyp(), moov(), Buffer.from([0, 0, 0, 4]), Buffer.from('mdat')]);
    expectRefused('mp4', tooSmall, /mdat box at byte \d+ has an impossible size/);
  });
});

describe('ogg', () => {
  it('passes a chain of Ogg pages to the end', () => {
    expectAccepted('ogg', oggFile());
    expectAccepted('ogg', oggFile(0));
    expectAccepted('ogg', oggFile(255 * 3)); // a segment table ending in 0 (a packet of exactly 3 × 255 bytes)
  });

  it('refuses OggS followed by HTML, bytes after the last page, a first page that begins no stream, and a file cut short', () => {
    expectRefused('ogg', Buffer.concat([Buffer.from('OggS'), HTML_PAGE]), POLYGLOT);
    expectRefused('ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40, 0x2a)]), /something else than an Ogg page at byte 0/);
    expectRefused(
      'ogg',
      Buffer.concat([oggFile(), Buffer.alloc(MARKUP_SCAN_BYTES), HTML_PAGE]),
      /something else than an Ogg page at byte 387/,
    );
    expectRefused('ogg', cut(oggFile(), 1), /ends in the middle of an Ogg page/);
    expectRefused('ogg', Buffer.concat([oggFile(), Buffer.from('OggS')]), /ends in the middle of an Ogg page/);
    expectRefused('ogg', oggPage(Buffer.alloc(10), 0, 0), /first Ogg page does not begin a stream/);
    const version1 = oggFile();
    version1[4] = 1;
    expectRefused('ogg', version1, /something else than an Ogg page at byte 0/);
  });
});

describe('webm', () => {
  it('reads EBML element headers: IDs, sizes of any length, unknown sizes', () => {
    expect(ebmlElement(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toEqual({ id: 0x1a45dfa3, header: 5, size: 31 });
    expect(ebmlElement(Buffer.from([0xec, 0x40, 0x02]))).toEqual({ id: 0xec, header: 3, size: 2 });
    expect(ebmlElement(Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toMatchObject({
      size: undefined,
    });
    expect(ebmlElement(Buffer.from([0xec, 0xff]))).toMatchObject({ size: undefined });
    expect(ebmlElement(Buffer.from([0x1a, 0x45]))).toEqual({ need: 5 });
    expect(ebmlElement(Buffer.from([0x08, 0x81]))).toBeUndefined(); // a 5-byte ID
    expect(ebmlElement(Buffer.from([0xec, 0x00]))).toBeUndefined(); // a size without its length marker
  });

  it('passes an EBML header of DocType webm, then a Segment whose elements fill it (or of unknown size, as live recordings)', () => {
    expectAccepted('webm', webmFile());
    expectAccepted('webm', webmFile(200, true));
    const liveCluster = Buffer.concat([
      ebmlHeader(),
      ebml(0x18538067, Buffer.concat([segmentBody(0), ebml(0x1f43b675, Buffer.alloc(300), true)]), true),
    ]);
    expectAccepted('webm', liveCluster);
    // Chained recordings: a second header and Segment after a Segment of unknown size; a Void element at the top level.
    expectAccepted('webm', Buffer.concat([ebmlHeader(), ebml(0x18538067, segmentBody(), true), webmFile(), ebml(0xec, Buffer.alloc(4))]));
  });

  it('refuses EBML followed by HTML, another DocType, elements that are not WebM, bytes after the Segment, and a file cut short', () => {
    expectRefused('webm', Buffer.concat([ebmlHeader(), HTML_PAGE]), POLYGLOT);
    expectRefused(
      'webm',
      Buffer.concat([ebmlHeader(), Buffer.from('\n\nhello, world\n')]),
      /something else than a WebM element at byte 36/,
    );
    expectRefused(
      'webm',
      Buffer.concat([ebmlHeader('matroska'), ebml(0x18538067, segmentBody())]),
      /EBML header says 'matroska', not 'webm'/,
    );
    expectRefused(
      'webm',
      Buffer.concat([webmFile(), Buffer.alloc(MARKUP_SCAN_BYTES), HTML_PAGE]),
      /ends in the middle of a WebM element|something else than a WebM element/,
    );
    expectRefused('webm', Buffer.concat([webmFile(), Buffer.from('#!/bin/sh\n')]), /something else than a WebM element at byte \d+/);
    expectRefused(
      'webm',
      Buffer.concat([ebmlHeader(), ebml(0x18538067, Buffer.concat([segmentBody(), Buffer.from('<p>hidden</p>')]))]),
      /Segment holds something else than WebM elements/,
    );
    expectRefused(
      'webm',
      Buffer.concat([ebmlHeader(), ebml(0x18538067, segmentBody(), true), Buffer.from('text')]),
      /Segment holds something else/,
    );
    expectRefused('webm', cut(webmFile(), 1), /ends in the middle of a WebM element/);
    const whole = webmFile();
    expectRefused('webm', whole.subarray(0, whole.length - 212), /ends before its Segment does/); // without its Cluster
    expectRefused('webm', ebmlHeader(), /no WebM Segment/);
    expectRefused('webm', Buffer.concat([ebml(0x18538067, segmentBody()), ebmlHeader()]), /does not start with an EBML header/);
  });
});

describe('HTML near the start', () => {
  it('refuses a file of valid structure with a page in its first kilobytes; case and tag ends as browsers read them', () => {
    const inTag = (html: string) => Buffer.concat([id3v2(id3Title(html)), mp3Frames(4)]);
    for (const html of ['<!DOCTYPE html>', '<HTML>', '<Script src=x>', '<body\n', '<svg/onload=alert(1)>', '<iframe src=//x>', '<head>']) {
      expect(problemOf('mp3', inTag(html)), html).toMatch(/holds HTML or a script/);
    }
    expect(problemOf('mp4', Buffer.concat([ftyp(), box('free', HTML_PAGE), moov(), box('mdat')]))).toMatch(/\(<html\) near its start/);
    // Words, not tags, and markup beyond the first kilobytes: a structurally valid file passes.
    for (const text of ['<htmlx', 'html', '< script', '<p>lyrics</p>']) expect(problemOf('mp3', inTag(text)), text).toBeUndefined();
    expect(
      problemOf('mp3', Buffer.concat([id3v2(Buffer.concat([Buffer.alloc(MARKUP_SCAN_BYTES), id3Title('<script>')])), mp3Frames(4)])),
    ).toBeUndefined();
  });
});
