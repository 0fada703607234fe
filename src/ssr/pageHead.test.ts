import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../model/config';
import { META_DESCRIPTION_MAX_LENGTH } from '../model/constants';
import type { Content, SubCategory } from '../model/entities';
import { pageTitle } from '../model/messages';
import { displayTitle } from '../model/title';
import { headTags, openingLines, pageHead, summarise, type HeadData, type PageHead } from './pageHead';

const ORIGIN = 'https://bhajan.example';
const SITE = DEFAULT_APP_CONFIG.siteName;

const LYRICS = 'श्रीगुरु चरन सरोज रज, निज मनु मुकुरु सुधारि ।\n\n  बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि ॥  \r\nबुद्धिहीन तनु जानिके';

function hymn(overrides: Partial<Content> = {}): Content {
  return {
    contentId: 42,
    titlePrimary: 'हनुमान.चालीसा.श्री हनुमान चालीसा',
    titleSecondary: 'Shri Hanuman Chalisa',
    contentPrimary: LYRICS,
    contentSecondary: 'Shriguru charan saroj raj',
    displayFlag: 'Y',
    showSecondary: 'Y',
    imagePath: null,
    audioPath: null,
    videoPath: null,
    subCategoryImage: null,
    subCategory: { subCategoryId: 3, titlePrimary: 'हनुमान भजन' },
    file: null,
    displayOrder: 1,
    bookPgNo: 12,
    revision: 1,
    ...overrides,
  };
}

function subCategory(overrides: Partial<SubCategory> = {}): SubCategory {
  return {
    subCategoryId: 3,
    titlePrimary: 'हनुमान भजन',
    titleSecondary: 'Hanuman Bhajans',
    contentPrimary: '',
    contentSecondary: null,
    displayFlag: 'Y',
    showSecondary: 'Y',
    subCategoryImage: null,
    displayOrder: 1,
    category: { categoryId: 1, titlePrimary: 'भजन' },
    ...overrides,
  };
}

function data(overrides: Partial<HeadData>): HeadData {
  return {
    route: undefined,
    status: 200,
    pathname: '/',
    searchParams: new URLSearchParams(),
    config: DEFAULT_APP_CONFIG,
    origin: ORIGIN,
    ...overrides,
  };
}

type Json = Record<string, unknown>;
const ofType = (head: PageHead, type: string) => (head.structuredData as Json[]).find((item) => item['@type'] === type);

describe('summarise', () => {
  it('keeps short text as one line', () => {
    expect(summarise('  जय श्री राम\n  जय हनुमान  ', 40)).toBe('जय श्री राम जय हनुमान');
    expect(summarise('a'.repeat(20), 20)).toBe('a'.repeat(20));
  });

  it('cuts long text at a word boundary within the limit, ending with …', () => {
    const text = 'one two three four five six seven eight nine ten';
    const result = summarise(text, 20);
    expect(result).toBe('one two three four…');
    expect(result.length).toBeLessThanOrEqual(20);
  });

  it.each([10, 17, 25, 40, 61, 100])('never gives more than %i characters, and a start of the words it was given', (max) => {
    const text = `${'रघुपति राघव राजा राम, पतित पावन सीताराम। '.repeat(6)}`;
    const result = summarise(text, max);
    expect(result.length).toBeLessThanOrEqual(max);
    expect(result.endsWith('…')).toBe(true);
    const kept = result.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // Cut where a word ends: what follows in the text is a space or punctuation, never the rest of a word.
    expect(text.slice(kept.length)).toMatch(/^[\s,;:.।॥|-]/u);
  });

  it('drops punctuation before the …', () => {
    expect(summarise('Hello world, and more words here to cut', 16)).toBe('Hello world…');
    expect(summarise('राम राम। सीता राम सीता राम', 12)).toBe('राम राम…');
  });

  it('cuts inside a word when the text has no space in its second half', () => {
    const result = summarise(`ab ${'c'.repeat(50)}`, 20);
    expect(result).toBe(`ab ${'c'.repeat(16)}…`);
    expect(result).toHaveLength(20);
  });

  it('is at most META_DESCRIPTION_MAX_LENGTH by default', () => {
    const result = summarise('word '.repeat(100));
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(result.length).toBeGreaterThan(META_DESCRIPTION_MAX_LENGTH / 2);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('openingLines', () => {
  it('joins the non-empty lines with " / "', () => {
    expect(openingLines('first line\n\n  second line  \r\nthird\n   \n')).toBe('first line / second line / third');
  });

  it('is cut to the limit like summarise', () => {
    const result = openingLines(Array.from({ length: 40 }, (_, i) => `line number ${i}`).join('\n'), 50);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result.startsWith('line number 0 / line number 1 / ')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
  });

  it('gives an empty string for empty lyrics', () => {
    expect(openingLines(' \n \n')).toBe('');
  });
});

describe('pageHead: a hymn', () => {
  const content = hymn();
  const head = pageHead(data({ route: 'content', pathname: '/content/42', content }));
  const title = 'श्री हनुमान चालीसा';

  it('is in Hindi with the hymn title, the secondary title and the site', () => {
    expect(head.lang).toBe('hi');
    expect(head.title).toBe(pageTitle.content(displayTitle(content.titlePrimary), content.titleSecondary, SITE));
    expect(head.title).toBe(`${title} | Shri Hanuman Chalisa Lyrics | ${SITE}`);
    expect(head.robots).toBeUndefined();
  });

  it('is described by its opening lines', () => {
    expect(head.description).toBe('श्रीगुरु चरन सरोज रज, निज मनु मुकुरु सुधारि । / बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि ॥ / बुद्धिहीन तनु जानिके');
  });

  it('has its canonical address, without the query it was asked with', () => {
    const withQuery = pageHead(
      data({ route: 'content', pathname: '/content/42', searchParams: new URLSearchParams('sid=3&utm_source=x'), content }),
    );
    expect(head.canonical).toBe(`${ORIGIN}/content/42`);
    expect(withQuery.canonical).toBe(`${ORIGIN}/content/42`);
  });

  it('is an Open Graph article with its 1200×630 preview picture', () => {
    expect(head.openGraph).toEqual({
      type: 'article',
      url: `${ORIGIN}/content/42`,
      image: { url: `${ORIGIN}/preview/content/42.jpg`, width: 1200, height: 630, alt: title },
    });
  });

  it('is a MusicComposition with its lyrics in Hindi', () => {
    const composition = ofType(head, 'MusicComposition');
    expect(composition).toMatchObject({
      '@context': 'https://schema.org',
      name: title,
      alternateName: 'Shri Hanuman Chalisa',
      inLanguage: 'hi',
      url: `${ORIGIN}/content/42`,
      image: `${ORIGIN}/preview/content/42.jpg`,
      genre: 'हनुमान भजन',
      lyrics: { '@type': 'CreativeWork', inLanguage: 'hi', text: LYRICS },
    });
  });

  it('has breadcrumbs Home > sub-category > hymn with absolute addresses', () => {
    expect(ofType(head, 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'हनुमान भजन', item: `${ORIGIN}/subcategory/3` },
        { '@type': 'ListItem', position: 3, name: title, item: `${ORIGIN}/content/42` },
      ],
    });
  });

  it('without a secondary title or a sub-category: no alternateName, breadcrumbs Home > hymn', () => {
    const plain = pageHead(
      data({
        route: 'content',
        pathname: '/content/7',
        content: hymn({ contentId: 7, titlePrimary: 'आरती', titleSecondary: '  ', subCategory: null }),
      }),
    );
    expect(plain.title).toBe(`आरती Lyrics | ${SITE}`);
    const composition = ofType(plain, 'MusicComposition');
    expect(composition).not.toHaveProperty('alternateName');
    expect(composition).not.toHaveProperty('genre');
    const crumbs = ofType(plain, 'BreadcrumbList')?.itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/content/7`]);
    expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2]);
  });

  it('without lyrics is described by its title', () => {
    expect(pageHead(data({ route: 'content', pathname: '/content/42', content: hymn({ contentPrimary: '  \n ' }) })).description).toBe(
      title,
    );
  });
});

describe('pageHead: other pages', () => {
  it('the home page is a WebSite whose search action opens the search page', () => {
    const head = pageHead(
      data({ route: 'home', pathname: '/', home: [subCategory(), subCategory({ subCategoryId: 4, titlePrimary: 'कृष्ण भजन' })] }),
    );
    expect(head.lang).toBe('en');
    expect(head.title).toBe(pageTitle.home(SITE));
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.robots).toBeUndefined();
    expect(head.description).toContain('हनुमान भजन, कृष्ण भजन');
    expect(head.openGraph).toMatchObject({
      type: 'website',
      url: `${ORIGIN}/`,
      image: { url: `${ORIGIN}/preview/site.jpg`, width: 1200, height: 630 },
    });
    const site = ofType(head, 'WebSite');
    expect(site).toMatchObject({ name: SITE, url: `${ORIGIN}/` });
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${ORIGIN}/search?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('a sub-category page is in Hindi with breadcrumbs Home > sub-category', () => {
    const head = pageHead(data({ route: 'subCategory', pathname: '/subcategory/3', subCategory: subCategory(), hymns: [hymn()] }));
    expect(head.lang).toBe('hi');
    expect(head.title).toBe(`हनुमान भजन | Hanuman Bhajans | ${SITE}`);
    expect(head.canonical).toBe(`${ORIGIN}/subcategory/3`);
    expect(head.description).toBe('श्री हनुमान चालीसा');
    expect(head.openGraph?.image.url).toBe(`${ORIGIN}/preview/subcategory/3.jpg`);
    expect((ofType(head, 'BreadcrumbList')?.itemListElement as Json[]).map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/subcategory/3`,
    ]);
  });

  it('results for a term are a page under their own address, described by what was found', () => {
    const searchResults = { response: { numFound: 1, docs: [{ contentId: 7, titlePrimary: 'चालीसा.श्री हनुमान चालीसा' }] } };
    const head = pageHead(data({ route: 'search', pathname: '/search', searchParams: new URLSearchParams('query=ram'), searchResults }));
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}/search?query=ram`);
    expect(head.description).toBe('Showing results for ram: श्री हनुमान चालीसा');
    expect(head.title).toBe(`Search: ram | ${SITE}`);
    expect(head.structuredData).toEqual([]);
  });

  it('a search that finds nothing keeps its title but is not indexed', () => {
    const searchResults = { response: { numFound: 0, docs: [] } };
    const head = pageHead(data({ route: 'search', pathname: '/search', searchParams: new URLSearchParams('query=qwxz'), searchResults }));
    expect(head.robots).toBe('noindex');
    expect(head.title).toBe(`Search: qwxz | ${SITE}`);
    expect(head.canonical).toBeUndefined();
  });

  it('the search page without a term is not indexed and has no Open Graph', () => {
    const head = pageHead(data({ route: 'search', pathname: '/search' }));
    expect(head.robots).toBe('noindex');
    expect(head.openGraph).toBeUndefined();
    expect(head.canonical).toBeUndefined();
  });

  it.each([
    ['an unknown path', { route: undefined, status: 404, pathname: '/nope' }, `Page not found: /nope | ${SITE}`],
    ['a missing hymn', { route: 'content', status: 404, pathname: '/content/999' }, `Bhajan not found | ${SITE}`],
    ['a missing sub-category', { route: 'subCategory', status: 404, pathname: '/subcategory/999' }, `Category not found | ${SITE}`],
    ['a home page that could not be rendered', { route: 'home', status: 503, pathname: '/' }, SITE],
  ] as const)('%s is not indexed and has no Open Graph', (_, overrides, title) => {
    const head = pageHead(data(overrides));
    expect(head.robots).toBe('noindex');
    expect(head.openGraph).toBeUndefined();
    expect(head.canonical).toBeUndefined();
    expect(head.structuredData).toEqual([]);
    expect(head.title).toBe(title);
  });
});

describe('headTags', () => {
  const parse = (tags: string) =>
    new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');
  const metaContent = (document_: Document, selector: string) => document_.querySelector(`meta[${selector}]`)?.getAttribute('content');

  it('writes canonical, Open Graph and Twitter tags from the head', () => {
    const head = pageHead(data({ route: 'content', pathname: '/content/42', content: hymn() }));
    const document_ = parse(headTags(head, SITE));
    expect(document_.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/content/42`);
    expect(metaContent(document_, 'property="og:title"')).toBe(head.title);
    expect(metaContent(document_, 'property="og:type"')).toBe('article');
    expect(metaContent(document_, 'property="og:locale"')).toBe('hi_IN');
    expect(metaContent(document_, 'property="og:site_name"')).toBe(SITE);
    expect(metaContent(document_, 'property="og:image"')).toBe(`${ORIGIN}/preview/content/42.jpg`);
    expect(metaContent(document_, 'property="og:image:width"')).toBe('1200');
    expect(metaContent(document_, 'property="og:image:height"')).toBe('630');
    expect(metaContent(document_, 'name="twitter:card"')).toBe('summary_large_image');
    expect(metaContent(document_, 'name="twitter:description"')).toBe(head.description);
    expect(document_.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('writes robots and no Open Graph for a page that is not indexed', () => {
    const tags = headTags(pageHead(data({ route: undefined, status: 404, pathname: '/nope' })), SITE);
    const document_ = parse(tags);
    expect(metaContent(document_, 'name="robots"')).toBe('noindex');
    expect(tags).not.toContain('og:');
    expect(tags).not.toContain('twitter:');
    expect(document_.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('keeps hostile values inside their attributes and JSON-LD inside its script elements', () => {
    const hostileTitle = `x"><script>alert(1)</script><meta name="robots" content="noindex`;
    const hostileLyrics = `</script><script>alert(2)</script>\n<!-- & \u2028 -->`;
    const head = pageHead(
      data({
        route: 'content',
        pathname: '/content/42',
        content: hymn({ titlePrimary: hostileTitle, titleSecondary: `'"></script>`, contentPrimary: hostileLyrics }),
      }),
    );
    const tags = headTags(head, `Site "><b>`);
    const document_ = parse(tags);

    const scripts = [...document_.querySelectorAll('script')];
    expect(scripts).toHaveLength(head.structuredData.length);
    for (const script of scripts) expect(script.getAttribute('type')).toBe('application/ld+json');
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual(head.structuredData);
    expect(ofType(head, 'MusicComposition')?.lyrics).toMatchObject({ text: hostileLyrics });

    expect(document_.querySelector('meta[name="robots"]')).toBeNull();
    expect(document_.querySelector('b')).toBeNull();
    expect(metaContent(document_, 'property="og:title"')).toBe(head.title);
    expect(head.title).toContain(hostileTitle);
    expect(metaContent(document_, 'property="og:image:alt"')).toBe(hostileTitle);
    expect(metaContent(document_, 'property="og:site_name"')).toBe(`Site "><b>`);
  });

  it('writes JSON-LD that a </script> in the data cannot close', () => {
    const head: PageHead = {
      lang: 'en',
      title: 't',
      description: 'd',
      structuredData: [{ text: '</script><script>alert(1)</script>' }, { other: '</SCRIPT >' }],
    };
    const tags = headTags(head, SITE);
    expect(tags.match(/<\/script>/gi)).toHaveLength(2);
    const scripts = [...parse(tags).querySelectorAll('script')];
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual(head.structuredData);
  });
});

describe('pageHead: Sing together', () => {
  it('previews a satsang’s link as what it is, under its code as the page reads it, never listed', () => {
    const head = pageHead(data({ route: 'together', pathname: '/together/k7m-2qx' }));
    expect(head.title).toBe(pageTitle.withSite('Satsang K7M2QX', SITE));
    expect(head.robots).toBe('noindex');
    expect(head.openGraph?.url).toBe(`${ORIGIN}/together/K7M2QX`);
    expect(head.description).toMatch(/own script/);
  });

  it('keeps a link whose code is no URL encoding as typed', () => {
    expect(pageHead(data({ route: 'together', pathname: '/together/%zz' })).title).toBe(pageTitle.withSite('Satsang %ZZ', SITE));
  });

  it('titles the join page and keeps it out of search engines', () => {
    const head = pageHead(data({ route: 'joinSatsang', pathname: '/together' }));
    expect(head.title).toBe(pageTitle.withSite('Join a satsang', SITE));
    expect(head.robots).toBe('noindex');
  });
});
