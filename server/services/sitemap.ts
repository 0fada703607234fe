/**
 * The sitemap (sitemaps.org): every page visitors can open, with when it last changed, for search
 * engines. Exactly what visitors see: the home page, the static pages, the visible sub-categories
 * and the visible hymns in visible sub-categories. More than SITEMAP_MAX_URLS addresses are split
 * into parts under a sitemap index; /sitemap.xml is always the index.
 */
import { and, asc, eq } from 'drizzle-orm';
import { SITEMAP_MAX_URLS, VISIBLE_FLAG } from '../../src/model/constants';
import { paths, sitemapPartPath } from '../../src/model/paths';
import { escapeHtml } from '../../src/ssr';
import type { Database } from '../db/connect';
import { content, staticPage, subCategory } from '../db/schema';

export interface SitemapEntry {
  /** The page's path (`/content/12`). */
  path: string;
  /** When what it shows last changed. */
  lastModified: Date;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** Every page visitors can open, in a fixed order: home, static pages, sub-categories, hymns. */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [subCategories, pages, hymns] = await Promise.all([
    db
      .select({ id: subCategory.subCategoryId, updatedAt: subCategory.updatedAt })
      .from(subCategory)
      .where(eq(subCategory.displayFlag, VISIBLE_FLAG))
      .orderBy(asc(subCategory.displayOrder), asc(subCategory.subCategoryId)),
    db.select({ name: staticPage.pageName, updatedAt: staticPage.updatedAt }).from(staticPage).orderBy(asc(staticPage.pageName)),
    db
      .select({ id: content.contentId, updatedAt: content.updatedAt, subCategoryUpdatedAt: subCategory.updatedAt })
      .from(content)
      .innerJoin(subCategory, and(eq(subCategory.subCategoryId, content.subCategoryId), eq(subCategory.displayFlag, VISIBLE_FLAG)))
      .where(eq(content.displayFlag, VISIBLE_FLAG))
      .orderBy(asc(content.contentId)),
  ]);
  // The home page shows the sub-categories; a hymn's page shows its sub-category's title too.
  const homeChanged = subCategories.reduce((newest, row) => later(newest, row.updatedAt), new Date(0));
  return [
    { path: paths.home, lastModified: homeChanged },
    ...pages.map((row) => ({ path: paths.staticPage(row.name), lastModified: row.updatedAt })),
    ...subCategories.map((row) => ({ path: paths.subCategory(row.id), lastModified: row.updatedAt })),
    ...hymns.map((row) => ({ path: paths.content(row.id), lastModified: later(row.updatedAt, row.subCategoryUpdatedAt) })),
  ];
}

/** The parts of the sitemap, SITEMAP_MAX_URLS addresses each (at least one part, for the home page). */
export function sitemapParts(entries: readonly SitemapEntry[], perPart: number = SITEMAP_MAX_URLS): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += perPart) parts.push(entries.slice(start, start + perPart));
  return parts.length > 0 ? parts : [[]];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A W3C datetime in UTC, to the second. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function sitemapIndexXml(origin: string, parts: readonly SitemapEntry[][]): string {
  const items = parts.map((part, index) => {
    const newest = part.reduce((found, entry) => later(found, entry.lastModified), new Date(0));
    return `<sitemap><loc>${escapeHtml(`${origin}${sitemapPartPath(index + 1)}`)}</loc><lastmod>${w3cDate(newest)}</lastmod></sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    (entry) => `<url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc><lastmod>${w3cDate(entry.lastModified)}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${items.join('\n')}\n</urlset>\n`;
}
