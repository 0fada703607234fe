/**
 * Draws the installable site's PNG icons (WEB_APP_ICONS in src/model/offline.ts) from public/logo.svg
 * with Debian's Chromium (scripts/chromium.js), into public/icons/. Run it after changing the logo or
 * the brand colours, and commit the PNGs:
 *
 *   npx tsx scripts/generate-icons.ts
 *
 * - "any" icons: the round logo alone on a transparent ground, as large as it fits;
 * - the maskable icon: the logo within the safe zone (the central circle of 80 % of the width, which
 *   every launcher's mask keeps) on the header's colour to the edges;
 * - the Apple touch icon: opaque (iOS shows transparency as black) on the same colour, with the margin
 *   iOS's rounded corners need.
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { WEB_APP_ICONS } from '../src/model/offline';
import { colors } from '../src/theme/tokens';
import { chromiumLaunchOptions } from './chromium.js';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const LOGO = path.join(PUBLIC_DIR, 'logo.svg');

interface IconDrawing {
  src: string;
  size: number;
  /** Full-bleed ground; none: transparent. */
  ground?: string;
  /** The logo's width as a share of the icon's. */
  logoScale: number;
}

const DRAWINGS: IconDrawing[] = [
  { ...WEB_APP_ICONS.any192, logoScale: 1 },
  { ...WEB_APP_ICONS.any512, logoScale: 1 },
  // The logo's circle (62 of its 64 units) then spans 77.5 %: inside the 80 % safe zone.
  { ...WEB_APP_ICONS.maskable512, ground: colors.header, logoScale: 0.8 },
  { ...WEB_APP_ICONS.appleTouch180, ground: colors.header, logoScale: 0.84 },
];

function pageFor(svg: string, { size, ground, logoScale }: IconDrawing): string {
  const logoSize = Math.round(size * logoScale);
  const logo = svg.replace('<svg ', `<svg width="${logoSize}" height="${logoSize}" `);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; padding: 0; background: ${ground ?? 'transparent'}; }
    body { width: ${size}px; height: ${size}px; display: grid; place-items: center; overflow: hidden; }
    svg { display: block; }
  </style></head><body>${logo}</body></html>`;
}

async function main() {
  const svg = (await readFile(LOGO, 'utf8')).trim();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const drawing of DRAWINGS) {
      const page = await browser.newPage({ viewport: { width: drawing.size, height: drawing.size }, deviceScaleFactor: 1 });
      await page.setContent(pageFor(svg, drawing));
      const file = path.join(PUBLIC_DIR, drawing.src);
      await mkdir(path.dirname(file), { recursive: true });
      await page.screenshot({
        path: file,
        type: 'png',
        omitBackground: !drawing.ground,
        clip: { x: 0, y: 0, width: drawing.size, height: drawing.size },
      });
      await page.close();
      console.log(`${path.relative(process.cwd(), file)}  ${drawing.size}×${drawing.size}  ${(await stat(file)).size} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
