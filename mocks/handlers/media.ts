import { bypass, http, HttpResponse } from 'msw';
import { MEDIA_PATH_PREFIX } from '../../src/model/constants';
import { YOUTUBE_URLS, type ExternalVideoUrls } from '../../src/components/VideoPlayer/externalVideo';

/**
 * Media for stories: `/media/…` files with HTTP Range support, and YouTube thumbnails.
 *
 * The sample files live in .storybook/public/media/ and are served at `/media/` by Storybook's
 * static server, which (like the story test runner's) ignores Range: a browser then cannot seek in
 * them. The real server answers ranges, so this handler does too: it reads the whole file
 * once, past MSW, and answers each request with the bytes asked for (206 Partial Content). A file
 * that is not there stays a 404.
 */
const MEDIA_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const files = new Map<string, Promise<ArrayBuffer | null>>();

function readFile(request: Request): Promise<ArrayBuffer | null> {
  const url = new URL(request.url);
  const key = url.pathname;
  let file = files.get(key);
  if (!file) {
    file = fetch(bypass(new Request(url, { method: 'GET' })))
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .catch(() => null);
    files.set(key, file);
  }
  return file;
}

/** The byte range of `Range: bytes=a-b` (also `a-` and `-n`) within `size`, or null when it is not satisfiable. */
function byteRange(header: string | null, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return { start: 0, end: size - 1 };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

export const mediaFileHandlers = [
  http.get(`${MEDIA_PATH_PREFIX}*`, async ({ request }) => {
    const file = await readFile(request);
    if (!file) return new HttpResponse(null, { status: 404 });
    const size = file.byteLength;
    const extension = new URL(request.url).pathname.split('.').pop()?.toLowerCase() ?? '';
    const headers = {
      'Content-Type': MEDIA_TYPES[extension] ?? 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-store',
    };
    const rangeHeader = request.headers.get('Range');
    if (!rangeHeader) return new HttpResponse(file, { headers: { ...headers, 'Content-Length': String(size) } });
    const range = byteRange(rangeHeader, size);
    if (!range) return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
    const body = file.slice(range.start, range.end + 1);
    return new HttpResponse(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(body.byteLength),
      },
    });
  }),
];

/**
 * `https://i.ytimg.com/vi/{id}/hqdefault.jpg`: a calm generated picture (4:3 with a 16:9 frame, like
 * YouTube's), so stories and tests of external videos never reach YouTube.
 */
const thumbnail = (id: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#000"/>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#B45309"/><stop offset="1" stop-color="#5C1414"/></linearGradient>
  </defs>
  <rect y="45" width="480" height="270" fill="url(#g)"/>
  <g fill="none" stroke="#FBF6EE" stroke-opacity="0.25" stroke-width="2">
    <circle cx="240" cy="180" r="50"/><circle cx="240" cy="180" r="80"/><circle cx="240" cy="180" r="110"/>
  </g>
  <text x="24" y="296" fill="#FBF6EE" fill-opacity="0.7" font-family="sans-serif" font-size="16">${id}</text>
</svg>`;

export const youTubeThumbnailHandlers = [
  http.get(
    YOUTUBE_URLS.thumbnail(':id'),
    ({ params }) =>
      new HttpResponse(thumbnail(String(params.id).replace(/[^A-Za-z0-9_-]/g, '')), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      }),
  ),
];

/**
 * For `ExternalVideoUrlsContext` in stories: YouTube's thumbnails (answered by the handler above),
 * and a local stand-in page (.storybook/public/media/youtube-embed-stub.html) instead of the
 * embedded player, whose frame MSW cannot intercept.
 */
export const localExternalVideoUrls: ExternalVideoUrls = {
  thumbnail: YOUTUBE_URLS.thumbnail,
  embed: (id) => `${MEDIA_PATH_PREFIX}youtube-embed-stub.html?v=${encodeURIComponent(id)}&autoplay=1`,
};
