/** Writing values into HTML safely: the server renderer's head and the page's JSON. */

/** Text safe inside an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON that is safe inside a <script> element: no '<' (so no `</script>` or `<!--`), and no
 * U+2028/U+2029 line separators. Still valid JSON; JSON.parse gives back the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Tags inside a line of text: dropped without a space (`Hel<b>lo</b>` is "Hello"). */
const INLINE_TAG = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** The visible text of an editor's HTML (a static page): tags dropped, common entities decoded, spaces collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z0-9]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#') || name === '#39') return ENTITIES[name.toLowerCase()] ?? entity;
      const codePoint = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
