/**
 * A tiny library for tests that need exact rows: visible, hidden ('N') and under-review ('R')
 * sub-categories in a deliberate display order, with ties broken by id.
 */
import type { SeedContent, SeedLibrary } from '../db/seed/types';

const hymn = (subCategoryKey: string, title: string, extra: Partial<SeedContent> = {}): SeedContent => ({
  subCategoryKey,
  titlePrimary: title,
  titleSecondary: null,
  contentPrimary: `${title}\nपंक्ति दो`,
  contentSecondary: null,
  displayFlag: 'Y',
  showSecondary: 'N',
  imagePath: null,
  audioPath: null,
  videoPath: null,
  displayOrder: 0,
  bookPgNo: 0,
  ...extra,
});

export const fixtureLibrary: SeedLibrary = {
  categories: [
    {
      key: 'devotional',
      titlePrimary: 'भक्ति',
      titleSecondary: 'Devotional',
      contentPrimary: '',
      contentSecondary: '',
      displayFlag: 'Y',
      showSecondary: 'N',
    },
    {
      key: 'festival',
      titlePrimary: 'त्योहार',
      titleSecondary: 'Festival',
      contentPrimary: '',
      contentSecondary: '',
      displayFlag: 'Y',
      showSecondary: 'N',
    },
  ],
  subCategories: [
    // Inserted in this order (ids 1..5); shown by displayOrder, then id.
    {
      key: 'aarti',
      categoryKey: 'devotional',
      titlePrimary: 'आरती',
      titleSecondary: 'Aarti',
      contentPrimary: 'आरती संग्रह\nदूसरी पंक्ति',
      contentSecondary: null,
      displayFlag: 'Y',
      showSecondary: 'N',
      subCategoryImage: 'aarti.png',
      displayOrder: 2,
    },
    {
      key: 'hidden',
      categoryKey: 'devotional',
      titlePrimary: 'छिपा हुआ',
      titleSecondary: null,
      contentPrimary: 'hidden',
      contentSecondary: null,
      displayFlag: 'N',
      showSecondary: 'N',
      subCategoryImage: null,
      displayOrder: 0,
    },
    {
      key: 'chalisa',
      categoryKey: 'devotional',
      titlePrimary: 'चालीसा',
      titleSecondary: 'Chalisa',
      contentPrimary: 'चालीसा संग्रह',
      contentSecondary: 'Chalisa collection',
      displayFlag: 'Y',
      showSecondary: 'Y',
      subCategoryImage: null,
      displayOrder: 1,
    },
    {
      key: 'review',
      categoryKey: 'festival',
      titlePrimary: 'समीक्षा में',
      titleSecondary: null,
      contentPrimary: 'under review',
      contentSecondary: null,
      displayFlag: 'R',
      showSecondary: 'N',
      subCategoryImage: null,
      displayOrder: 0,
    },
    {
      key: 'holi',
      categoryKey: 'festival',
      titlePrimary: 'होली',
      titleSecondary: 'Holi',
      contentPrimary: 'होली के गीत',
      contentSecondary: null,
      displayFlag: 'Y',
      showSecondary: 'N',
      subCategoryImage: null,
      displayOrder: 2,
    },
  ],
  contents: [
    hymn('aarti', 'आरती.जय जगदीश हरे', { audioPath: '/media/tanpura-drone-c.mp3' }),
    hymn('chalisa', 'चालीसा.हनुमान चालीसा'),
    hymn('holi', 'होली.रंग बरसे', { displayFlag: 'N' }),
  ],
  staticPages: [{ pageName: 'about-us', titlePrimary: 'About us', contentPrimary: '<p>About {{BASE_URL}}</p>' }],
};

/** Visible sub-categories of fixtureLibrary in the order visitors see them. */
export const fixtureVisibleOrder = ['चालीसा', 'आरती', 'होली'];
