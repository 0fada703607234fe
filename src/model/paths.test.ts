import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH } from './constants';
import { isKnownRoute, matchRoute, mediaUrl, pageAddress, paths, subCategoryImageUrl } from './paths';

describe('matchRoute', () => {
  it('finds the home page with or without a trailing slash', () => {
    expect(matchRoute('/')).toBe('home');
    expect(matchRoute('')).toBe('home');
    expect(matchRoute('/subcategory/7/')).toBe('subCategory');
  });

  it('tells the routes with a parameter apart by their fixed segments', () => {
    expect(matchRoute('/content/12')).toBe('content');
    expect(matchRoute('/page/about-us')).toBe('staticPage');
    expect(matchRoute('/admin/content')).toBe('adminContentNew');
    expect(matchRoute('/admin/content/5')).toBe('adminContentEdit');
    expect(matchRoute('/admin/content/list/3')).toBe('adminContentList');
    expect(matchRoute('/admin/content/5/history')).toBe('adminContentHistory');
    expect(matchRoute('/admin/insert/category')).toBe('adminInsertCategory');
  });

  it('finds no route for a path the app has no page for', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(isKnownRoute('/no/such/page')).toBe(false);
    expect(matchRoute('/content/12/extra')).toBeUndefined();
    expect(matchRoute('/subcategory')).toBeUndefined();
    expect(isKnownRoute('/content/12')).toBe(true);
  });
});

describe('paths', () => {
  it('encodes the search term into /search?query=…', () => {
    expect(paths.searchFor('राम & सीता')).toBe('/search?query=%E0%A4%B0%E0%A4%BE%E0%A4%AE+%26+%E0%A4%B8%E0%A5%80%E0%A4%A4%E0%A4%BE');
  });

  it('points a sub-category without an image at the default image', () => {
    expect(subCategoryImageUrl(null)).toBe('/static/subcategoryimg/default.png');
    expect(subCategoryImageUrl('  ')).toBe('/static/subcategoryimg/default.png');
    expect(subCategoryImageUrl('ram.png')).toBe('/static/subcategoryimg/ram.png');
  });
});

describe('mediaUrl', () => {
  it('prefixes content paths with the API host, and keeps absolute URLs', () => {
    expect(mediaUrl('/media/aarti.mp3')).toBe('/media/aarti.mp3');
    expect(mediaUrl('/media/aarti.mp3', 'https://cdn.example/')).toBe('https://cdn.example/media/aarti.mp3');
    expect(mediaUrl('media/aarti.mp3', 'https://cdn.example')).toBe('https://cdn.example/media/aarti.mp3');
    expect(mediaUrl('https://other.example/a.mp3', 'https://cdn.example')).toBe('https://other.example/a.mp3');
  });
});

describe('pageAddress', () => {
  const addressOf = (url: string) => {
    const [pathname = '', query = ''] = url.split('?');
    return pageAddress(pathname, new URLSearchParams(query), matchRoute(pathname));
  };

  it('keeps of a page’s query only what its route reads', () => {
    expect(addressOf('/content/7?utm_source=x&sid=3')).toBe('/content/7?sid=3');
    expect(addressOf('/subcategory/3?page=2&fbclid=1')).toBe('/subcategory/3?page=2');
    expect(addressOf('/?query=ram')).toBe('/');
  });

  it('gives a search term its normal form: plain, and no longer than the search call takes', () => {
    expect(addressOf('/search?query=%20ram%20%20sita%E2%80%AE&x=1')).toBe('/search?query=ram+sita');
    expect(addressOf(`/search?query=${'r'.repeat(5_000)}`)).toBe(`/search?query=${'r'.repeat(SEARCH_TERM_MAX_LENGTH)}`);
    expect(addressOf('/search?query=')).toBe('/search?query=');
    expect(addressOf('/search')).toBe('/search');
  });

  it('gives a shared list its normal form: its name and hymns as the page reads them, whatever else the link holds', () => {
    const list = { name: 'Tuesday satsang', contentIds: [12, 48, 7] };
    const address = paths.sharedList(list);
    expect(addressOf(address)).toBe(address);
    for (const spelling of [
      '/my-bhajans?hymns=12.48.7&name=Tuesday+satsang',
      '/my-bhajans?name=%20Tuesday%20%20satsang%E2%80%AE%20&hymns=12.48.12.x.7&utm_source=whatsapp',
      '/my-bhajans?fbclid=1&name=Tuesday%0Asatsang&hymns=012.48.7.-1',
    ]) {
      expect(addressOf(spelling), spelling).toBe(address);
    }
    // No list at all: the page of the reader's own lists.
    expect(addressOf('/my-bhajans?name=%E2%80%AE&hymns=1')).toBe('/my-bhajans');
    expect(addressOf('/my-bhajans?name=x&hymns=abc&utm_source=x')).toBe('/my-bhajans');
  });
});
