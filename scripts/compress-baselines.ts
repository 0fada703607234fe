/**
 * Story baselines are written by the browser's PNG encoder, which favours speed: oxipng (through
 * `@napi-rs/image`, a prebuilt binary in its npm package) stores the same pixels in about three
 * quarters of the bytes, choosing each picture's filters, colour type and deflate settings; sharp's
 * best zlib level saves only 4 %. Git cannot delta-compress a PNG, so every redrawn picture is
 * stored whole again: the bytes saved here are saved once for every commit that draws it.
 *
 * `compressBaseline` re-encodes one file in place, losslessly: the new file is kept only when its
 * decoded pixels equal the old file's, and only when it is smaller. Run directly, it does so for
 * every baseline (`tsx scripts/compress-baselines.ts`); scripts/test-stories.ts runs it on the
 * pictures a run has just written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { losslessCompressPng } from '@napi-rs/image';
import sharp from 'sharp';
import { BASELINE_DIR, BASELINE_SUFFIX } from '../.storybook/visual-baselines';

/** A picture's pixels as 8-bit RGBA, whatever colour type its file uses. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, shape: `${info.width}x${info.height}x${info.channels}` };
}

/** Re-encodes `file` losslessly if that is smaller and, decoded, pixel for pixel the same. */
export async function compressBaseline(file: string): Promise<{ before: number; after: number }> {
  const original = await readFile(file);
  const smaller = await losslessCompressPng(original);
  if (smaller.length >= original.length) return { before: original.length, after: original.length };
  const [was, is] = await Promise.all([pixelsOf(original), pixelsOf(smaller)]);
  if (was.shape !== is.shape || !was.data.equals(is.data)) {
    throw new Error(`${file}: re-encoding changed its pixels; left as it was.`);
  }
  await writeFile(file, smaller);
  return { before: original.length, after: smaller.length };
}

/** Compresses the given baselines, a few at a time, and says what it saved. */
export async function compressBaselines(files: string[]): Promise<void> {
  let before = 0;
  let after = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await compressBaseline(file);
      before += sizes.before;
      after += sizes.after;
    }
  };
  await Promise.all([worker(), worker()]);
  if (files.length > 0) {
    const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
    console.log(`Compressed ${files.length} picture(s): ${mb(before)} MB → ${mb(after)} MB, the same pixels.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = (await readdir(BASELINE_DIR)).filter((file) => file.endsWith(BASELINE_SUFFIX));
  await compressBaselines(files.map((file) => path.join(BASELINE_DIR, file)));
}
