import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson, textOfHtml } from './html';

describe('escapeHtml', () => {
  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand that already starts an entity (so the text shows as written)', () => {
    expect(escapeHtml('&lt; &amp;')).toBe('&amp;lt; &amp;amp;');
  });

  it('leaves other text, Devanagari included, as it is', () => {
    expect(escapeHtml('जय श्री राम / Jai Shri Ram')).toBe('जय श्री राम / Jai Shri Ram');
  });

  it('keeps a hostile value inside a quoted attribute', () => {
    const value = `"><script>alert(1)</script><a title='`;
    const element = document.createElement('div');
    element.innerHTML = `<meta content="${escapeHtml(value)}"><span title='${escapeHtml(value)}'></span>`;
    expect(element.querySelector('script')).toBeNull();
    expect(element.querySelector('meta')?.getAttribute('content')).toBe(value);
    expect(element.querySelector('span')?.getAttribute('title')).toBe(value);
  });
});

describe('scriptSafeJson', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- x -->',
    html: 'a > b && c < d',
    separators: 'line\u2028break\u2029paragraph',
    nested: [{ deep: '</SCRIPT>' }, 1, null, true],
    hindi: 'जय श्री राम',
  };

  it('has no < > & U+2028 or U+2029 in it', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('is JSON that parses back to the same value', () => {
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
    expect(JSON.parse(scriptSafeJson('plain'))).toBe('plain');
    expect(JSON.parse(scriptSafeJson([1, 'two']))).toEqual([1, 'two']);
  });

  it('stays one script element inside a page, whose text parses back to the value', () => {
    const document_ = new DOMParser().parseFromString(
      `<!doctype html><html><head><script type="application/json" id="data">${scriptSafeJson(hostile)}</script></head><body></body></html>`,
      'text/html',
    );
    expect(document_.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document_.getElementById('data')?.textContent ?? '')).toEqual(hostile);
  });
});

describe('textOfHtml', () => {
  it("drops tags, leaving the text of elements apart but a line's words whole", () => {
    expect(textOfHtml('<h1>About us</h1><p>We collect <a href="/x">bhajans</a>.</p>')).toBe('About us We collect bhajans.');
    expect(textOfHtml('<p>Hel<b>lo</b></p><p>world</p>')).toBe('Hello world');
  });

  it('drops the content of script and style elements', () => {
    expect(
      textOfHtml(
        '<style>p { color: red }</style><p>Visible</p><script type="text/javascript">alert("hidden")</script><SCRIPT>x()</SCRIPT >end',
      ),
    ).toBe('Visible end');
  });

  it('decodes named entities', () => {
    expect(textOfHtml('Tom &amp; Jerry &lt;3 &gt; &quot;q&quot; &apos;a&apos; &#39;b&#39; &AMP;')).toBe(`Tom & Jerry <3 > "q" 'a' 'b' &`);
  });

  it('decodes numeric entities, decimal and hexadecimal', () => {
    expect(textOfHtml('&#65;&#x42;&#X43; &#2352;&#x93E;&#x92E; &#x1F64F;')).toBe('ABC राम 🙏');
  });

  it('leaves an entity it does not know, or an invalid numeric one, as it is', () => {
    expect(textOfHtml('a &#99999999; b')).toBe('a &#99999999; b');
    expect(textOfHtml('&#x110000; &#0; &unknown; &;')).toBe('&#x110000; &#0; &unknown; &;');
  });

  it('does not turn decoded text into tags (it stays text)', () => {
    expect(textOfHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('collapses spaces, line breaks and &nbsp; into single spaces and trims', () => {
    expect(textOfHtml('  <p>one\n\n   two</p>\t<p>three&nbsp;&nbsp;four</p>  ')).toBe('one two three four');
  });

  it('gives an empty string for markup without text', () => {
    expect(textOfHtml('<p> </p><br><script>x</script>')).toBe('');
  });
});
