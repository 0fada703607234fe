import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/components/HtmlContent.stories';
import { BASE_URL_PLACEHOLDER as B } from '../../model/constants';
import { prepareHtml } from './prepareHtml';

const { Default, WithBaseUrl, InternalLink, ExternalLink, Sanitised } = composeStories(stories);

describe('HtmlContent', () => {
  it('shows the HTML with the placeholder replaced, by the same origin or the API host', async () => {
    await Default.run();
    await WithBaseUrl.run();
  });

  it("opens links to the app's pages inside the app, and leaves other links and modified clicks to the browser", async () => {
    await InternalLink.run();
    await ExternalLink.run();
  });

  it('removes what must never run', async () => {
    await Sanitised.run();
  });
});

describe('prepareHtml', () => {
  it('replaces every placeholder, with or without a trailing slash on the base', () => {
    const html = `<img src="${B}/a.png" alt=""><img src="${B}/b.png" alt="">`;
    expect(prepareHtml(html)).toBe('<img src="/a.png" alt=""><img src="/b.png" alt="">');
    expect(prepareHtml(html, 'https://cdn.example/')).toBe(
      '<img src="https://cdn.example/a.png" alt=""><img src="https://cdn.example/b.png" alt="">',
    );
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an event handler', '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in disguise', '<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['an iframe', '<iframe src="https://x.example"></iframe><p>b</p>', '<p>b</p>'],
    ['a style block and a form', '<style>body{display:none}</style><form><input name="p"></form><p>c</p>', '<p>c</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script><circle r="1"></circle></svg>', '<svg><circle r="1"></circle></svg>'],
  ])('removes %s', (_, html, safe) => {
    expect(prepareHtml(html)).toBe(safe);
  });

  it('cannot be tricked by a base URL that carries markup', () => {
    expect(prepareHtml(`<a href="${B}/feedback">f</a>`, '"><script>alert(1)</script>')).not.toContain('<script');
  });

  it("points a link through the placeholder to one of the app's pages at that page; other links keep the API host", () => {
    const html = `<a href="${B}/feedback">f</a><a href="${B}/page/privacy#cookies">p</a><a href="${B}/media/a.mp3">m</a>`;
    expect(prepareHtml(html, 'https://cdn.example')).toBe(
      '<a href="/feedback">f</a><a href="/page/privacy#cookies">p</a><a href="https://cdn.example/media/a.mp3">m</a>',
    );
  });

  it('shows nothing where there is no DOM to sanitise with (server rendering)', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => ({ default: { isSupported: false, sanitize: (html: string) => html } }));
    try {
      const { prepareHtml: withoutDom } = await import('./prepareHtml');
      expect(withoutDom('<p>x</p><script>alert(1)</script>')).toBe('');
    } finally {
      vi.doUnmock('dompurify');
      vi.resetModules();
    }
  });
});
