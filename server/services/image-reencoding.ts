/**
 * Uploaded images made anew with sharp before they are stored (see reencodeImage): what a reader's
 * browser gets is a picture this server encoded, never the bytes an upload brought.
 */
import { Transform } from 'node:stream';
import type { MediaFileType } from '../../src/model/admin';
import { MediaRefused } from './media-upload-checks';

/** The longest side of a stored image: larger ones are scaled down (no screen of the site shows more). */
export const IMAGE_MAX_SIDE = 2_560;
/** Pictures with more pixels than this are refused before they are decoded (a small file can claim a huge picture). */
const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * An uploaded image made anew: decoded and encoded again in its own format, turned upright, at
 * most IMAGE_MAX_SIDE on a side, without its metadata (a phone photo's GPS position, the camera).
 * Whatever rode along the picture (HTML or script after the image data: a "polyglot" file) is not
 * in what is stored. A file that is not a picture the decoder can read is refused (415).
 */
export function reencodeImage(type: MediaFileType): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      cleanImage(Buffer.concat(chunks), type.extension).then(
        (clean) => callback(null, clean),
        () => callback(new MediaRefused('type', `This file is not a picture that can be read as .${type.extension}.`)),
      );
    },
  });
}

async function cleanImage(bytes: Buffer, extension: string): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (extension === 'jpg' || extension === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (extension === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.png().toBuffer();
}
