/**
 * What the story runner's picture check catches and what it lets pass, on pictures drawn here: a
 * control moved by 2 px fails, on a phone's first screen and on a laptop's; the same pixels stored
 * by scripts/compress-baselines.ts pass. The comparison is jest-image-snapshot's own, with the
 * story runner's settings (.storybook/visual-baselines.ts).
 */
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARISON } from '../.storybook/visual-baselines';
import { compressBaseline } from './compress-baselines';

interface DiffResult {
  pass?: boolean;
  added?: boolean;
  diffPixelCount?: number;
}

// The function the test runner's toMatchImageSnapshot calls (not in the package's typings).
const { diffImageToSnapshot } = createRequire(import.meta.url)('jest-image-snapshot/src/diff-snapshot') as {
  diffImageToSnapshot: (options: Record<string, unknown>) => DiffResult;
};

/**
 * A page of the given size with one pill-shaped button (the size of the hymn page's and the
 * dialogs' buttons: 44 px high), its top-left corner at (x, y), and a line of text above it.
 */
function pageWithButton(width: number, height: number, x: number, y: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fbf7f0"/>
    <text x="24" y="40" font-family="Noto Sans" font-size="16" fill="#2b1d14">Hanuman Chalisa · हनुमान चालीसा</text>
    <g transform="translate(${x} ${y})">
      <rect x="1" y="1" width="118" height="42" rx="21" fill="#ffffff" stroke="#d8c6b0" stroke-width="2"/>
      <text x="60" y="28" text-anchor="middle" font-family="Noto Sans" font-weight="600" font-size="16" fill="#7a1f1f">Close</text>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'visual-baselines-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Compares `received` with `baseline` as the story runner does. */
async function compare(name: string, baseline: Buffer, received: Buffer): Promise<DiffResult> {
  await writeFile(path.join(dir, `${name}.png`), baseline);
  return diffImageToSnapshot({
    ...COMPARISON,
    receivedImageBuffer: received,
    snapshotIdentifier: name,
    snapshotsDir: dir,
    diffDir: path.join(dir, 'diff'),
  });
}

describe.each([
  { viewport: 'a phone', width: 360, height: 640 },
  { viewport: 'a laptop', width: 1280, height: 900 },
])('a picture of $viewport', ({ viewport, width, height }) => {
  const name = viewport.replace(/\W/g, '-');

  it('fails when a button has moved by 2 px', async () => {
    const baseline = await pageWithButton(width, height, 40, 80);
    for (const { dx, dy } of [
      { dx: 2, dy: 0 },
      { dx: 0, dy: 2 },
    ]) {
      const result = await compare(`${name}-moved`, baseline, await pageWithButton(width, height, 40 + dx, 80 + dy));
      expect(result.pass).toBe(false);
    }
  });

  it('passes when nothing has changed', async () => {
    const baseline = await pageWithButton(width, height, 40, 80);
    const result = await compare(`${name}-same`, baseline, await pageWithButton(width, height, 40, 80));
    expect(result).toMatchObject({ pass: true, diffPixelCount: 0 });
  });

  it('passes against a baseline stored compressed, which is smaller', async () => {
    const picture = await pageWithButton(width, height, 40, 80);
    const file = path.join(dir, `${name}-compressed.png`);
    await writeFile(file, picture);
    const { before, after } = await compressBaseline(file);
    expect(after).toBeLessThan(before);
    const result = await compare(`${name}-compressed-copy`, await readFile(file), picture);
    expect(result).toMatchObject({ pass: true, diffPixelCount: 0 });
  });
});
