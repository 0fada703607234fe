import { describe, expect, it } from 'vitest';
import { cacheKeyOf, keptHeaders } from './response-caching';

const ORIGIN = 'https://bhajan.example';

describe('cacheKeyOf', () => {
  it.each([
    ['/content/7?utm_source=x&sid=3', '/content/7?sid=3'],
    ['/content/7?sid=3&utm_source=x', '/content/7?sid=3'],
    ['/content/7?utm_source=x', '/content/7'],
    ['/content/7?', '/content/7'],
    ['/search?query=ram&fbclid=1', '/search?query=ram'],
    ['/search?fbclid=1&query=ram', '/search?query=ram'],
    ['/search?query=ram&query=sita', '/search?query=ram'],
    ['/search?query=', '/search?query='],
    ['/?x=1', '/'],
    ['/?query=ram', '/'],
    ['/subcategory/3?sid=1&utm_campaign=a', '/subcategory/3'],
    ['/page/about-us?ref=footer', '/page/about-us'],
    ['/feedback?x=1', '/feedback'],
  ])('a page address %s is kept as %s', (url, key) => {
    expect(cacheKeyOf(url)).toBe(key);
  });

  it('gives one key to the spellings of one search term', () => {
    expect(cacheKeyOf('/search?query=ram%20sita')).toBe(cacheKeyOf('/search?query=ram+sita'));
    expect(new URLSearchParams(cacheKeyOf('/search?query=%E0%A4%B0%E0%A4%BE%E0%A4%AE&x=1').split('?')[1]).get('query')).toBe('राम');
  });

  it.each([
    '/content/7',
    '/',
    '/search',
    '/api/content/7?sid=3&utm_source=x',
    '/api/subcategory/getNav?x=1',
    '/api/search?query=ram&fbclid=1',
    '/admin/content/7?next=%2Fadmin&x=1',
    '/admin/login?next=/admin/stats',
    '/admin?x=1',
    '/unknown/path?utm_source=x',
    '/content/7/extra?sid=1&x=2',
    '/preview/content/7.jpg?v=2',
    '/sitemap.xml?x=1',
  ])('keeps %s as it is', (url) => {
    expect(cacheKeyOf(url)).toBe(url);
  });

  it('puts the origin before the key', () => {
    expect(cacheKeyOf('/content/7?utm_source=x&sid=3', ORIGIN)).toBe(`${ORIGIN}/content/7?sid=3`);
    expect(cacheKeyOf('/content/7', ORIGIN)).toBe(`${ORIGIN}/content/7`);
    expect(cacheKeyOf('/?x=1', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(cacheKeyOf('/api/content/7?x=1', ORIGIN)).toBe(`${ORIGIN}/api/content/7?x=1`);
    expect(cacheKeyOf('/admin?x=1', ORIGIN)).toBe(`${ORIGIN}/admin?x=1`);
    expect(cacheKeyOf('/content/7', 'https://other.example')).not.toBe(cacheKeyOf('/content/7', ORIGIN));
  });
});

describe('keptHeaders', () => {
  it('lower-cases names, keeps the rest as strings and joins arrays', () => {
    expect(
      keptHeaders({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0',
        Vary: ['Accept', 'Origin'],
        'X-Count': 5,
        'x-flag': true,
      }),
    ).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0',
      vary: 'Accept, Origin',
      'x-count': '5',
      'x-flag': 'true',
    });
  });

  it('drops the headers the cache writes itself or that belong to one reply, whatever their case', () => {
    const kept = keptHeaders({
      'content-type': 'application/json',
      ETag: 'W/"abc"',
      'Content-Length': 123,
      'content-encoding': 'gzip',
      'Set-Cookie': ['a=1', 'b=2'],
      Date: 'Mon, 01 Jan 2024 00:00:00 GMT',
      Connection: 'keep-alive',
      'Transfer-Encoding': 'chunked',
      'x-undefined': undefined,
    });
    expect(kept).toEqual({ 'content-type': 'application/json' });
  });

  it('gives nothing for no headers', () => {
    expect(keptHeaders({})).toEqual({});
  });
});
