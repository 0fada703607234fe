import { http, HttpResponse } from 'msw';
import { DEFAULT_SUBCATEGORY_IMAGE, SUBCATEGORY_IMAGE_PATH } from '../../src/model/constants';

/**
 * `/static/subcategoryimg/{file}`: the server's sub-category images. Stories get a calm generated
 * picture per file (so no binary fixtures are committed) and the default image; any other file
 * name answers 404, so the card's fallback to the default image can be seen.
 */
const HUES: Record<string, [string, string]> = {
  'hanuman.jpg': ['#C2410C', '#7C2D12'],
  'ram.jpg': ['#1D4E89', '#0F2C52'],
  'krishna.jpg': ['#1E5F74', '#133B5C'],
  'shiv.jpg': ['#4B5563', '#1F2937'],
  'durga.jpg': ['#B91C1C', '#7F1D1D'],
  'ganesh.jpg': ['#D97706', '#92400E'],
  'kabir.jpg': ['#4D7C0F', '#365314'],
};

function picture([light, dark]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
  <defs>
    <radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
  </defs>
  <rect width="480" height="300" fill="url(#g)"/>
  <g fill="none" stroke="#FBF6EE" stroke-opacity="0.28" stroke-width="2">
    <circle cx="240" cy="150" r="60"/><circle cx="240" cy="150" r="90"/><circle cx="240" cy="150" r="120"/>
  </g>
  <g transform="translate(208 100)">
    <path d="M32 8c7 10 10 16 10 21a10 10 0 0 1-20 0c0-5 3-11 10-21z" fill="#FFC857"/>
    <path d="M4 50h56c-2.5 12-14 20-28 20S6.5 62 4 50z" fill="#FBE3C0"/>
  </g>
</svg>`;
}

const DEFAULT_PICTURE = picture(['#E6D8C3', '#B89B72']);

export const staticImageHandlers = [
  http.get(`${SUBCATEGORY_IMAGE_PATH}:file`, ({ params }) => {
    const file = decodeURIComponent(String(params.file));
    const hues = HUES[file];
    const svg = hues ? picture(hues) : file === DEFAULT_SUBCATEGORY_IMAGE ? DEFAULT_PICTURE : null;
    if (!svg) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
  }),
];
