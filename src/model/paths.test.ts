import { describe, expect, it } from 'vitest';
import { isKnownRoute, matchRoute, mediaUrl, paths, subCategoryImageUrl } from './paths';

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
