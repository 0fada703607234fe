import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { navItemSchema, subCategorySchema } from '../../src/model/entities';
import { fixtureLibrary, fixtureVisibleOrder } from '../test/fixtures';
import { listNavItems, listSubCategories } from './catalogue';
import { seededDatabase } from '../test/seeded';

describe('catalogue service', () => {
  const seeded = seededDatabase(fixtureLibrary);

  it('lists visible sub-categories only, by display order then id, with their category', async () => {
    const list = await listSubCategories(seeded.database.db);
    expect(list.map((s) => s.titlePrimary)).toEqual(fixtureVisibleOrder);
    for (const item of list) expect(subCategorySchema.parse(item)).toEqual(item);
    expect(list.every((s) => s.displayFlag === 'Y')).toBe(true);
    const aarti = list.find((s) => s.titlePrimary === 'आरती')!;
    expect(aarti).toMatchObject({
      titleSecondary: 'Aarti',
      contentPrimary: 'आरती संग्रह\nदूसरी पंक्ति',
      contentSecondary: null,
      subCategoryImage: 'aarti.png',
      displayOrder: 2,
      category: { titlePrimary: 'भक्ति' },
    });
    expect(aarti.category?.categoryId).toBeTypeOf('number');
  });

  it('hides rows flagged N (No) and R (Under Review)', async () => {
    const titles = (await listSubCategories(seeded.database.db)).map((s) => s.titlePrimary);
    expect(titles).not.toContain('छिपा हुआ');
    expect(titles).not.toContain('समीक्षा में');
  });

  it('lists navigation items in the same order, id and primary title only', async () => {
    const nav = await listNavItems(seeded.database.db);
    const full = await listSubCategories(seeded.database.db);
    expect(nav).toEqual(full.map((s) => ({ subCategoryId: s.subCategoryId, titlePrimary: s.titlePrimary })));
    for (const item of nav) expect(Object.keys(navItemSchema.parse(item))).toEqual(['subCategoryId', 'titlePrimary']);
  });

  it('shows a sub-category without a category with category null', async () => {
    await seeded.database.db.execute(sql`insert into sub_category (title_primary, display_order) values ('बिना श्रेणी', 99)`);
    const list = await listSubCategories(seeded.database.db);
    expect(list.at(-1)).toMatchObject({ titlePrimary: 'बिना श्रेणी', category: null });
    await seeded.database.db.execute(sql`delete from sub_category where title_primary = 'बिना श्रेणी'`);
  });
});
