/**
 * The pictures link previews show (WhatsApp, Facebook, X: Open Graph's og:image), made from the
 * site's own pictures: PREVIEW_IMAGE_WIDTH × PREVIEW_IMAGE_HEIGHT JPEGs of at most
 * PREVIEW_IMAGE_MAX_BYTES (WhatsApp shows no picture over 300 kB), whatever size and kind of picture
 * an editor uploaded. sharp (libvips) is loaded on first use.
 */
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_MAX_BYTES, PREVIEW_IMAGE_WIDTH } from '../../src/model/constants';

import type { Sharp, SharpConstructor } from 'sharp';

let loaded: Promise<SharpConstructor> | undefined;
const sharpModule = () => (loaded ??= import('sharp').then((module) => module.default));

/** Lower JPEG qualities tried in turn until the picture is small enough. */
const QUALITIES = [82, 72, 60, 45, 30];

async function smallEnoughJpeg(image: Sharp): Promise<Buffer> {
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await image.clone().jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_IMAGE_MAX_BYTES) return jpeg;
  }
  return jpeg;
}

/**
 * A picture (a file's bytes) as a preview: the whole picture, scaled to fit and centred on
 * `background` (a preview cut from the middle of a deity's picture could cut off the face).
 */
export async function previewOf(picture: Buffer, background: string): Promise<Buffer> {
  const sharp = await sharpModule();
  const image = sharp(picture, { failOn: 'error' })
    .rotate()
    .resize(PREVIEW_IMAGE_WIDTH, PREVIEW_IMAGE_HEIGHT, { fit: 'contain', background })
    .flatten({ background });
  return smallEnoughJpeg(image);
}

/** Whether sharp can read these bytes as a picture (an upload may be anything). */
export async function isPicture(bytes: Buffer): Promise<boolean> {
  const sharp = await sharpModule();
  try {
    const { width, height } = await sharp(bytes).metadata();
    return Boolean(width && height);
  } catch {
    return false;
  }
}

/** The site's own preview: its logo (an SVG) at half the height, centred on `background`. */
export async function sitePreview(logoSvg: Buffer, background: string): Promise<Buffer> {
  const sharp = await sharpModule();
  const size = Math.round(PREVIEW_IMAGE_HEIGHT / 2);
  const logo = await sharp(logoSvg, { density: 600 }).resize(size, size).png().toBuffer();
  const image = sharp({ create: { width: PREVIEW_IMAGE_WIDTH, height: PREVIEW_IMAGE_HEIGHT, channels: 3, background } }).composite([
    { input: logo, gravity: 'centre' },
  ]);
  return smallEnoughJpeg(sharp(await image.png().toBuffer()));
}
