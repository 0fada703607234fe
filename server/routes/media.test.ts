import http from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIELD_REASONS, mediaUploadResultSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { MEDIA_MAX_BYTES, SUBCATEGORY_IMAGE_PATH, type MediaKind } from '../../src/model/constants';
import { dataPaths } from '../fs';
import { asAdmin, adminTestApp } from '../test/admin';
import { multipart, type Part } from '../test/multipart';
import { ebmlHeader, ftyp, HTML_PAGE, id3Title, id3v2, mp3File, mp4File, oggFile, webmFile } from '../test/media-samples';
import { IMAGE_MAX_SIDE } from '../services/image-reencoding';
import { MEDIA_REASONS } from './media';

const SEED_ASSETS = fileURLToPath(new URL('../db/seed/assets/', import.meta.url));
const seedFile = (relative: string) => readFile(path.join(SEED_ASSETS, relative));

/** The first bytes of each accepted picture type, then filler (pictures that do not decode, or too large ones). */
const SAMPLES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46],
  webp: [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
} as const;
/** A valid audio or video file of each accepted type, of about `size` bytes (the m4a and mp4 exactly). */
const MEDIA = {
  mp3: (size = 2_000) => mp3File(size),
  m4a: (size = 512) => mp4File(size, 'M4A '),
  ogg: (size = 512) => oggFile(size - 100),
  mp4: (size = 512) => mp4File(size),
  webm: (size = 512) => webmFile(size - 120),
} as const;
/** A real picture (8×6 unless told, orange) of a format, for the uploads that are decoded and encoded again. */
const picture = async (format: 'png' | 'jpeg' | 'webp', exif?: Record<string, string>, { width = 8, height = 6 } = {}) => {
  const sharp = (await import('sharp')).default;
  const image = sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 20 } } }).toFormat(format);
  return (exif ? image.withExif({ IFD0: exif }) : image).toBuffer();
};
const metadataOf = async (data: Buffer) => (await import('sharp')).default(data).metadata();

const sample = (type: keyof typeof SAMPLES, size = 64) => {
  const data = Buffer.alloc(size, 0x2a);
  Buffer.from(SAMPLES[type]).copy(data);
  return data;
};

describe('POST /api/admin/media', () => {
  const opened = adminTestApp();
  const dirs = () => dataPaths(opened.dataDir);
  const upload = (parts: Part[], headers: Record<string, string> = asAdmin) => {
    const body = multipart(parts);
    return opened.app.inject({ method: 'POST', url: apiPaths.adminMedia, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const file = (kind: MediaKind, filename: string, type: string, data: Buffer): Part[] => [
    { name: 'kind', value: kind },
    { name: 'file', filename, type, data },
  ];
  /** Every file in both upload folders, hidden ones too. */
  const storedFiles = async () => [...(await readdir(dirs().media)), ...(await readdir(dirs().subCategoryImages))].sort();
  const expectRefused = async (res: { statusCode: number; json: () => unknown }, status: number, field: string) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.fields)).toEqual([field]);
  };

  it('stores an image, made anew, under a new safe name and answers its /media/ path (201), served back as the same picture', async () => {
    const data = await seedFile('subcategoryimg/aarti.png');
    const res = await upload(file('image', 'Āarti Thālī (1).PNG', 'image/png', data));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { path: stored } = mediaUploadResultSchema.strict().parse(res.json());
    expect(stored).toMatch(/^\/media\/aarti-thali-1-[0-9a-f]{16}\.png$/);

    const served = await opened.app.inject(stored);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const [before, after] = [await metadataOf(data), await metadataOf(served.rawPayload)];
    expect([after.format, after.width, after.height]).toEqual(['png', before.width, before.height]);
  });

  it('keeps only the picture of an image: a polyglot (an image with HTML after it) and its metadata are gone', async () => {
    for (const [name, type, data] of [
      ['a.png', 'image/png', Buffer.concat([await picture('png'), HTML_PAGE])],
      ['a.jpg', 'image/jpeg', Buffer.concat([await picture('jpeg', { Copyright: 'GPS 28.61 N 77.20 E' }), HTML_PAGE])],
    ] as const) {
      const res = await upload(file('image', name, type, data));
      expect(res.statusCode, name).toBe(201);
      const served = await opened.app.inject(res.json<{ path: string }>().path);
      expect(served.rawPayload.includes('<script')).toBe(false);
      expect(served.rawPayload.includes('GPS 28.61')).toBe(false);
      expect((await metadataOf(served.rawPayload)).exif).toBeUndefined();
      expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    }
  });

  it(`scales a picture larger than ${IMAGE_MAX_SIDE} on a side down to ${IMAGE_MAX_SIDE}, keeping its shape`, async () => {
    const wide = await upload(file('image', 'wide.png', 'image/png', await picture('png', undefined, { width: 3_000, height: 300 })));
    expect(wide.statusCode).toBe(201);
    const stored = await metadataOf((await opened.app.inject(wide.json<{ path: string }>().path)).rawPayload);
    expect([stored.width, stored.height]).toEqual([IMAGE_MAX_SIDE, 256]);
    const tall = await upload(
      file('subCategoryImage', 'tall.webp', 'image/webp', await picture('webp', undefined, { width: 20, height: 2_600 })),
    );
    const name = tall.json<{ path: string }>().path;
    const storedTall = await metadataOf((await opened.app.inject(`${SUBCATEGORY_IMAGE_PATH}${name}`)).rawPayload);
    expect(storedTall.height).toBe(IMAGE_MAX_SIDE);
  });

  it('names a file whose name has no Latin letters after its kind, and never reuses a name', async () => {
    const data = MEDIA.mp3();
    const first = (await upload(file('audio', 'हनुमान चालीसा.mp3', 'audio/mpeg', data))).json<{ path: string }>().path;
    const second = (await upload(file('audio', 'हनुमान चालीसा.mp3', 'audio/mpeg', data))).json<{ path: string }>().path;
    expect(first).toMatch(/^\/media\/audio-[0-9a-f]{16}\.mp3$/);
    expect(second).not.toBe(first);
  });

  it('stores a sub-category image in the static folder and answers the bare file name, which the sub-category then shows', async () => {
    const data = await seedFile('subcategoryimg/kabir.png');
    const res = await upload(file('subCategoryImage', 'kabir.png', 'image/png', data));
    expect(res.statusCode).toBe(201);
    const name = res.json<{ path: string }>().path;
    expect(name).toMatch(/^kabir-[0-9a-f]{16}\.png$/);
    const served = await opened.app.inject(`${SUBCATEGORY_IMAGE_PATH}${name}`);
    expect(served.statusCode).toBe(200);
    expect((await metadataOf(served.rawPayload)).width).toBe((await metadataOf(data)).width);
    const saved = await opened.app.inject({
      method: 'POST',
      url: apiPaths.subCategoryCreate,
      headers: asAdmin,
      payload: { titlePrimary: 'चित्र', subCategoryImage: name },
    });
    expect(saved.json()).toMatchObject({ subCategoryImage: name });
  });

  it('stores audio and video that the media route then plays with byte ranges', async () => {
    for (const [kind, asset, type] of [
      ['audio', 'media/tanpura-drone-c.mp3', 'audio/mpeg'],
      ['audio', 'media/tanpura-drone-d.mp3', 'audio/mpeg'],
      ['audio', 'media/tanpura-drone-e-ma.mp3', 'audio/mpeg'],
      ['video', 'media/aarti-kunj-bihari.mp4', 'video/mp4'],
    ] as const) {
      const data = await seedFile(asset);
      const res = await upload(file(kind, path.basename(asset), type, data));
      expect(res.statusCode, kind).toBe(201);
      const stored = res.json<{ path: string }>().path;
      const ranged = await opened.app.inject({ url: stored, headers: { range: 'bytes=0-99' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.equals(data.subarray(0, 100))).toBe(true);
    }
  });

  it('accepts each listed type of each kind, also when the browser does not know the MIME type', async () => {
    const pictures: [MediaKind, string, string, Buffer][] = [
      ['image', 'a.jpg', 'image/jpeg', await picture('jpeg')],
      ['image', 'a.jpeg', 'image/jpeg', await picture('jpeg')],
      ['image', 'a.webp', 'image/webp', await picture('webp')],
      ['subCategoryImage', 'a.webp', 'image/webp', await picture('webp')],
      ['subCategoryImage', 'a.png', 'application/octet-stream', await picture('png')],
    ];
    for (const [kind, name, type, data] of pictures) {
      const res = await upload(file(kind, name, type, data));
      expect(res.statusCode, `${kind} ${name} ${type}`).toBe(201);
    }
    const accepted: [MediaKind, string, string, keyof typeof MEDIA][] = [
      ['audio', 'a.m4a', 'audio/x-m4a', 'm4a'],
      ['audio', 'a.m4a', 'audio/mp4', 'm4a'],
      ['audio', 'a.ogg', 'audio/ogg', 'ogg'],
      ['audio', 'a.mp3', 'application/octet-stream', 'mp3'],
      ['video', 'a.webm', 'video/webm', 'webm'],
      ['video', 'a.MP4', 'video/mp4', 'mp4'],
    ];
    for (const [kind, name, type, bytes] of accepted) {
      const res = await upload(file(kind, name, type, MEDIA[bytes]()));
      expect(res.statusCode, `${kind} ${name} ${type}`).toBe(201);
      expect(res.json<{ path: string }>().path.endsWith(`.${name.split('.')[1]!.toLowerCase()}`)).toBe(true);
    }
  });

  it('refuses a file that is not of its kind by extension, MIME type or content (415), leaving no file', async () => {
    const before = await storedFiles();
    const refused: [MediaKind, string, string, Buffer][] = [
      ['image', 'song.mp3', 'audio/mpeg', MEDIA.mp3()],
      ['subCategoryImage', 'film.mp4', 'video/mp4', MEDIA.mp4()],
      ['audio', 'picture.png', 'image/png', sample('png')],
      ['video', 'song.ogg', 'audio/ogg', MEDIA.ogg()],
      ['image', 'page.html', 'text/html', Buffer.from('<script>alert(1)</script>')],
      ['image', 'noextension', 'image/png', sample('png')],
      // The right extension, the wrong MIME type.
      ['image', 'a.png', 'text/html', sample('png')],
      // The right extension and MIME type, other content.
      ['image', 'a.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['image', 'a.jpg', 'image/jpeg', sample('png')],
      ['audio', 'a.mp3', 'audio/mpeg', Buffer.from('#!/bin/sh\necho hello\n')],
      ['video', 'a.webm', 'video/webm', MEDIA.mp4()],
      ['audio', 'a.m4a', 'audio/mp4', MEDIA.mp3()],
    ];
    for (const [kind, name, type, data] of refused) {
      const res = await upload(file(kind, name, type, data));
      await expectRefused(res, 415, 'file');
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses audio and video that are not what their extension says past the first bytes (polyglots, bytes after the end, cut short), leaving no file (415)', async () => {
    const before = await storedFiles();
    const cut = (data: Buffer) => data.subarray(0, data.length - 1);
    const refused: [MediaKind, string, string, Buffer][] = [
      // Polyglots: the right first bytes, then a page.
      ['audio', 'a.mp3', 'audio/mpeg', Buffer.concat([id3v2(id3Title('भजन')), HTML_PAGE])],
      ['video', 'a.mp4', 'video/mp4', Buffer.concat([ftyp(), HTML_PAGE])],
      ['audio', 'a.ogg', 'audio/ogg', Buffer.concat([Buffer.from('OggS'), HTML_PAGE])],
      ['video', 'a.webm', 'video/webm', Buffer.concat([ebmlHeader(), HTML_PAGE])],
      // Valid files with a page after their end, far from the start (large files, streamed).
      ['audio', 'a.mp3', 'audio/mpeg', Buffer.concat([MEDIA.mp3(1_000_000), HTML_PAGE])],
      ['audio', 'a.m4a', 'audio/mp4', Buffer.concat([MEDIA.m4a(1_000_000), HTML_PAGE])],
      ['audio', 'a.ogg', 'audio/ogg', Buffer.concat([MEDIA.ogg(), HTML_PAGE])],
      ['video', 'a.webm', 'video/webm', Buffer.concat([MEDIA.webm(), HTML_PAGE])],
      // Cut short.
      ['audio', 'a.mp3', 'audio/mpeg', cut(MEDIA.mp3())],
      ['audio', 'a.ogg', 'audio/ogg', cut(MEDIA.ogg())],
      ['video', 'a.mp4', 'video/mp4', cut(MEDIA.mp4(1_000_000))],
      ['video', 'a.webm', 'video/webm', cut(MEDIA.webm())],
    ];
    const messages: string[] = [];
    for (const [kind, name, type, data] of refused) {
      const res = await upload(file(kind, name, type, data));
      await expectRefused(res, 415, 'file');
      const message = res.json<{ message: string }>().message;
      expect(message, `${name} of ${data.length} bytes`).toMatch(
        new RegExp(`^This file's content is not a \\.${name.split('.')[1]} file: .+\\.$`),
      );
      messages.push(message);
    }
    // The mp3 polyglot, and the mp3 with a page after its end, say so.
    expect(messages[0]).toBe("This file's content is not a .mp3 file: it holds HTML or a script (<html) near its start.");
    expect(messages[4]).toMatch(/after its last MPEG audio frame that are neither audio nor a tag\.$/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file beyond its kind’s size (413) as soon as it is reached, leaving no file; accepts one at the limit', async () => {
    const before = await storedFiles();
    const limit = MEDIA_MAX_BYTES.image;
    const tooLarge = await upload(file('image', 'big.png', 'image/png', sample('png', limit + 1)));
    await expectRefused(tooLarge, 413, 'file');
    expect(tooLarge.json<{ message: string }>().message).toBe('The file is larger than the 5 MB allowed for an image.');
    await expectRefused(
      await upload(file('subCategoryImage', 'big.png', 'image/png', sample('png', MEDIA_MAX_BYTES.subCategoryImage + 1))),
      413,
      'file',
    );
    expect(await storedFiles()).toEqual(before);

    // A real picture, filled up to the limit after its image data (the filler is not kept).
    const real = await picture('png');
    const exact = Buffer.concat([real, Buffer.alloc(limit - real.length, 0x2a)]);
    expect((await upload(file('image', 'exact.png', 'image/png', exact))).statusCode).toBe(201);
    // The same size is fine as a video (each kind has its own limit).
    expect((await upload(file('video', 'clip.mp4', 'video/mp4', MEDIA.mp4(limit + 1)))).statusCode).toBe(201);
  });

  it('refuses an empty file (400)', async () => {
    await expectRefused(await upload(file('image', 'empty.png', 'image/png', Buffer.alloc(0))), 400, 'file');
  });

  it('refuses a missing, unknown or late kind, a missing file, a file under another name, and a body that is not multipart', async () => {
    const before = await storedFiles();
    const png = sample('png');
    await expectRefused(await upload([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }]), 400, 'kind');
    const late = await upload([
      { name: 'file', filename: 'a.png', type: 'image/png', data: png },
      { name: 'kind', value: 'image' },
    ]);
    await expectRefused(late, 400, 'kind');
    expect(late.json<{ fields: Record<string, string> }>().fields.kind).toBe(MEDIA_REASONS.kindFirst);
    const unknown = await upload(file('document' as MediaKind, 'a.png', 'image/png', png));
    await expectRefused(unknown, 400, 'kind');
    expect(unknown.json<{ fields: Record<string, string> }>().fields.kind).toBe('must be one of image, audio, video, subCategoryImage');
    const missing = await upload([{ name: 'kind', value: 'image' }]);
    await expectRefused(missing, 400, 'file');
    expect(missing.json<{ fields: Record<string, string> }>().fields.file).toBe(FIELD_REASONS.required);
    await expectRefused(
      await upload([
        { name: 'kind', value: 'image' },
        { name: 'picture', filename: 'a.png', type: 'image/png', data: png },
      ]),
      400,
      'picture',
    );

    const json = await opened.app.inject({ method: 'POST', url: apiPaths.adminMedia, headers: asAdmin, payload: { kind: 'image' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: MEDIA_REASONS.notMultipart });
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves no file when the upload breaks off in the middle', async () => {
    const before = await storedFiles();
    const body = multipart(file('audio', 'cut.mp3', 'audio/mpeg', MEDIA.mp3(200_000)));
    const cut = body.payload.subarray(0, 150_000);
    const res = await opened.app.inject({
      method: 'POST',
      url: apiPaths.adminMedia,
      payload: cut,
      headers: { ...asAdmin, ...body.headers },
    });
    await expectRefused(res, 400, 'file');
    expect(res.json<{ message: string }>().message).toBe(MEDIA_REASONS.brokenOff);
    expect(await storedFiles()).toEqual(before);
  });

  it('over a real connection, refuses a file beyond its limit before the rest is sent, and closes the connection', async () => {
    const before = await storedFiles();
    const address = await opened.app.listen({ port: 0, host: '127.0.0.1' });
    const total = 200 * 1024 * 1024;
    const boundary = 'bhajan-stream';
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined; sent: number }>((resolve, reject) => {
      const request = http.request(new URL(apiPaths.adminMedia, address), {
        method: 'POST',
        headers: { ...asAdmin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      let sent = 0;
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body, connection: response.headers.connection, sent }));
      });
      // Writing into a connection the server has closed fails; the answer has come by then.
      request.on('error', (error) => (sent >= total ? reject(error) : undefined));
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`);
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
      const chunk = sample('png', 64 * 1024);
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        request.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ fields: { file: 'The file is larger than the 5 MB allowed for an image.' } });
    expect(answer.connection).toBe('close');
    expect(answer.sent).toBeLessThan(total);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 for a multipart body without its boundary', async () => {
    const res = await opened.app.inject({
      method: 'POST',
      url: apiPaths.adminMedia,
      payload: 'x',
      headers: { ...asAdmin, 'content-type': 'multipart/form-data' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MEDIA_REASONS.notMultipart });
  });
});
