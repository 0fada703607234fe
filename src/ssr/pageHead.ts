import type { AppConfig } from '../model/config';
import { FAVOURITES_TEXTS } from '../model/favouritesTexts';
import { META_DESCRIPTION_MAX_LENGTH, PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH } from '../model/constants';
import type { Content, ContentListEntry, SearchResponse, StaticPage, SubCategory } from '../model/entities';
import { listPageNumberOf, searchTermOf } from '../model/params';
import { CHROME_LABELS, MESSAGES, pageTitle, SITE_TEXTS } from '../model/messages';
import { LIST_PAGE_NUMBER_PARAM, paths, previewImagePaths, SEARCH_QUERY_PARAM, type RouteName } from '../model/paths';
import { displayTitle } from '../model/title';
import { normaliseTogetherCode } from '../model/togetherRoom';
import { TOGETHER_UI_TEXTS } from '../model/togetherTexts';
import { escapeHtml, scriptSafeJson, textOfHtml } from './html';

/**
 * The head of a server-rendered public page: what search engines index and what link previews
 * (WhatsApp, Facebook, X) show, none of which run the page's JavaScript. Built from the data the
 * page was rendered with; titles are the ones the screens set in the browser (pageTitle).
 */

export type PageLang = 'hi' | 'en';

export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  /** The page's main language (`<html lang>`): Hindi for a hymn or sub-category, else English. */
  lang: PageLang;
  title: string;
  description: string;
  /** The page's one address (absolute), without parameters that do not change it. */
  canonical?: string;
  /** `noindex` for pages that must not be listed (search results, not found, errors). */
  robots?: string;
  openGraph?: {
    type: 'website' | 'article';
    url: string;
    image: PreviewImage;
  };
  /** schema.org data as JSON-LD. */
  structuredData: object[];
}

/** What the page shows: the route's data as the server fetched it. */
export interface HeadData {
  route: RouteName | undefined;
  status: number;
  pathname: string;
  searchParams: URLSearchParams;
  config: AppConfig;
  /** The site's absolute address without a trailing slash (`https://bhajansangrah.example`). */
  origin: string;
  home?: SubCategory[];
  subCategory?: SubCategory;
  /** The sub-category page's hymns (the page of its list the address names). */
  hymns?: ContentListEntry[];
  content?: Content;
  staticPage?: StaticPage;
  searchResults?: SearchResponse;
  /** A set list opened from its link (`/my-bhajans?name=…&hymns=…`): its name and the titles of its hymns the site has. */
  sharedList?: { name: string; contentIds: number[]; titles: string[] };
}

const ELLIPSIS = '…';

/** The first characters of `text` as a reader sees them (a Devanagari letter with its vowel sign is one), at most `max` code units. */
function headOf(text: string, max: number): string {
  let head = '';
  for (const { segment } of new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)) {
    if (head.length + segment.length > max) break;
    head += segment;
  }
  return head;
}

/** `text` as one line of at most `max` characters, cut at a word boundary with '…'. */
export function summarise(text: string, max: number = META_DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = headOf(line, max - ELLIPSIS.length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.।॥|-]+$/u, '')}${ELLIPSIS}`;
}

/** A hymn's opening lines as one sentence: its lines joined with ' / ', as lyrics sites quote a verse. */
export function openingLines(lyrics: string, max: number = META_DESCRIPTION_MAX_LENGTH): string {
  const lines = lyrics
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return summarise(lines.join(' / '), max);
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function previewImage(origin: string, path: string, alt: string): PreviewImage {
  return { url: absolute(origin, path), width: PREVIEW_IMAGE_WIDTH, height: PREVIEW_IMAGE_HEIGHT, alt };
}

function breadcrumbList(items: { name: string; url?: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

function webSite(origin: string, siteName: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: `${origin}/`,
    inLanguage: ['hi', 'en'],
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.search}?${SEARCH_QUERY_PARAM}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

function contentHead(data: HeadData, content: Content): PageHead {
  const { origin, config } = data;
  const title = displayTitle(content.titlePrimary);
  const url = absolute(origin, paths.content(content.contentId));
  const secondaryTitle = content.titleSecondary?.trim();
  const subCategory = content.subCategory;
  return {
    lang: 'hi',
    title: pageTitle.content(title, content.titleSecondary, config.siteName),
    description: openingLines(content.contentPrimary) || title,
    canonical: url,
    openGraph: { type: 'article', url, image: previewImage(origin, previewImagePaths.content(content.contentId), title) },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'MusicComposition',
        name: title,
        ...(secondaryTitle ? { alternateName: secondaryTitle } : {}),
        inLanguage: 'hi',
        url,
        image: absolute(origin, previewImagePaths.content(content.contentId)),
        ...(subCategory ? { genre: subCategory.titlePrimary } : {}),
        lyrics: { '@type': 'CreativeWork', inLanguage: 'hi', text: content.contentPrimary },
      },
      breadcrumbList([
        { name: CHROME_LABELS.home.en, url: `${origin}/` },
        ...(subCategory ? [{ name: subCategory.titlePrimary, url: absolute(origin, paths.subCategory(subCategory.subCategoryId)) }] : []),
        { name: title, url },
      ]),
    ],
  };
}

function subCategoryHead(data: HeadData, subCategory: SubCategory): PageHead {
  const { origin, config } = data;
  // Each page of a long list is a page of its own (its own canonical address).
  const pageNumber = listPageNumberOf(data.searchParams.get(LIST_PAGE_NUMBER_PARAM));
  const url = absolute(origin, paths.subCategory(subCategory.subCategoryId, pageNumber));
  const hymnTitles = (data.hymns ?? []).map((hymn) => displayTitle(hymn.titlePrimary));
  return {
    lang: 'hi',
    title: pageTitle.subCategory(subCategory.titlePrimary, subCategory.titleSecondary, config.siteName),
    description: summarise(subCategory.contentPrimary || hymnTitles.join(', ') || subCategory.titlePrimary),
    canonical: url,
    openGraph: {
      type: 'website',
      url,
      image: previewImage(origin, previewImagePaths.subCategory(subCategory.subCategoryId), subCategory.titlePrimary),
    },
    structuredData: [
      breadcrumbList([
        { name: CHROME_LABELS.home.en, url: `${origin}/` },
        { name: subCategory.titlePrimary, url: absolute(origin, paths.subCategory(subCategory.subCategoryId)) },
      ]),
    ],
  };
}

function homeHead(data: HeadData): PageHead {
  const { origin, config } = data;
  const categories = (data.home ?? []).map((subCategory) => subCategory.titlePrimary);
  const url = `${origin}/`;
  return {
    lang: 'en',
    title: pageTitle.home(config.siteName),
    description: summarise(categories.length > 0 ? `${SITE_TEXTS.siteDescription} ${categories.join(', ')}` : SITE_TEXTS.siteDescription),
    canonical: url,
    openGraph: { type: 'website', url, image: previewImage(origin, previewImagePaths.site, config.siteName) },
    structuredData: [webSite(origin, config.siteName)],
  };
}

/** A page the site has not got (or could not show): its title and a description, never indexed. */
function unlistedHead(data: HeadData, title: string): PageHead {
  return { lang: 'en', title, description: SITE_TEXTS.siteDescription, robots: 'noindex', structuredData: [] };
}

/** The room's code in a satsang's address (`/together/{code}`), as its page reads it. */
function togetherCodeOf(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  try {
    return normaliseTogetherCode(decodeURIComponent(segment));
  } catch {
    return normaliseTogetherCode(segment);
  }
}

/** The head of the page the server rendered. */
export function pageHead(data: HeadData): PageHead {
  const { route, config, status, pathname } = data;
  const site = config.siteName;
  if (route === 'content' && data.content) return contentHead(data, data.content);
  if (route === 'subCategory' && data.subCategory) return subCategoryHead(data, data.subCategory);
  if (route === 'home' && status === 200) return homeHead(data);
  if (route === 'staticPage' && data.staticPage) {
    const url = absolute(data.origin, pathname);
    return {
      lang: 'en',
      title: pageTitle.withSite(data.staticPage.titlePrimary, site),
      description: summarise(textOfHtml(data.staticPage.contentPrimary) || data.staticPage.titlePrimary),
      canonical: url,
      openGraph: { type: 'website', url, image: previewImage(data.origin, previewImagePaths.site, site) },
      structuredData: [],
    };
  }
  if (route === 'feedback') {
    // The home page under a form: the home page is the one to list.
    return { ...homeHead(data), title: pageTitle.withSite(CHROME_LABELS.feedback.en, site), robots: 'noindex', structuredData: [] };
  }
  if (route === 'search') {
    const term = searchTermOf(data.searchParams);
    if (!term || status !== 200) return unlistedHead(data, pageTitle.withSite(SITE_TEXTS.search.heading, site));
    // Results for a term are a page like any other ("hanuman bhajan"), listed under their own address.
    const found = (data.searchResults?.response.docs ?? []).map((doc) => displayTitle(doc.titlePrimary));
    const url = absolute(data.origin, paths.searchFor(term));
    // A search that finds nothing is no page to list (else every misspelling is one).
    if (found.length === 0) return unlistedHead(data, pageTitle.withSite(SITE_TEXTS.search.pageTitle(term), site));
    return {
      lang: 'en',
      title: pageTitle.withSite(SITE_TEXTS.search.pageTitle(term), site),
      description: summarise(`${MESSAGES.searchShowing(term)}: ${found.join(', ')}`),
      canonical: url,
      openGraph: { type: 'website', url, image: previewImage(data.origin, previewImagePaths.site, site) },
      structuredData: [],
    };
  }
  if (route === 'myBhajans') {
    // The reader's own page, and lists anyone can make up: a preview for the shared link, never listed.
    const shared = data.sharedList;
    if (!shared) return unlistedHead(data, pageTitle.withSite(FAVOURITES_TEXTS.myBhajans.en, site));
    return {
      ...unlistedHead(data, pageTitle.withSite(FAVOURITES_TEXTS.sharedTitle(shared.name), site)),
      description: summarise(FAVOURITES_TEXTS.sharedDescription(shared.titles.length, shared.titles)),
      openGraph: {
        type: 'website',
        url: absolute(data.origin, paths.sharedList({ name: shared.name, contentIds: shared.contentIds })),
        image: previewImage(data.origin, previewImagePaths.site, site),
      },
    };
  }
  if (route === 'joinSatsang') {
    return { ...unlistedHead(data, pageTitle.withSite(TOGETHER_UI_TEXTS.joinHeading.en, site)), description: TOGETHER_UI_TEXTS.joinIntro };
  }
  if (route === 'together') {
    // A satsang's link, shared in a group before it starts: a preview that says what it is, never listed.
    const code = togetherCodeOf(pathname);
    return {
      ...unlistedHead(data, pageTitle.withSite(TOGETHER_UI_TEXTS.pageTitle(code), site)),
      description: TOGETHER_UI_TEXTS.linkDescription,
      openGraph: {
        type: 'website',
        url: absolute(data.origin, paths.together(code)),
        image: previewImage(data.origin, previewImagePaths.site, site),
      },
    };
  }
  if (route === 'content' && status === 404) return unlistedHead(data, pageTitle.withSite(SITE_TEXTS.missing.contentTitle, site));
  if (route === 'subCategory' && status === 404) return unlistedHead(data, pageTitle.withSite(SITE_TEXTS.missing.subCategoryTitle, site));
  if (status === 404) return unlistedHead(data, pageTitle.notFound(pathname, site));
  return unlistedHead(data, site);
}

const OG_LOCALES: Record<PageLang, string> = { hi: 'hi_IN', en: 'en_IN' };

function meta(attribute: 'name' | 'property', key: string, value: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
}

/**
 * The tags for `<head>`, besides `<title>` and the description (which the page's template has and
 * the server replaces): canonical, robots, Open Graph, Twitter card and JSON-LD.
 */
export function headTags(head: PageHead, siteName: string): string {
  const tags: string[] = [];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  const og = head.openGraph;
  if (og) {
    tags.push(
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:type', og.type),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', og.url),
      meta('property', 'og:locale', OG_LOCALES[head.lang]),
      meta('property', 'og:image', og.image.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', og.image.width),
      meta('property', 'og:image:height', og.image.height),
      meta('property', 'og:image:alt', og.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', og.image.url),
      meta('name', 'twitter:image:alt', og.image.alt),
    );
  }
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('');
}
