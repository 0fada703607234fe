import { describe, expect, it } from 'vitest';
import { navItems, subCategories } from '../../mocks/fixtures/subcategories';
import { HOME_GC_TIME_MS, HOME_STALE_TIME_MS } from '../model/constants';
import { getNavItems, getSubCategories, navItemsQueryOptions, subCategoriesQueryOptions } from './subcategory';

describe('sub-category data', () => {
  it('fetches every sub-category and the navigation list', async () => {
    await expect(getSubCategories()).resolves.toEqual(subCategories);
    await expect(getNavItems()).resolves.toEqual(navItems);
  });

  it('caches the home data for the times of product-spec §9, under keys starting with the resource', () => {
    const all = subCategoriesQueryOptions();
    expect(all.queryKey).toEqual(['subcategory', 'all']);
    expect(all.staleTime).toBe(HOME_STALE_TIME_MS);
    expect(all.gcTime).toBe(HOME_GC_TIME_MS);
    expect(navItemsQueryOptions().queryKey).toEqual(['subcategory', 'nav']);
  });
});
