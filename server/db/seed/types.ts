/**
 * The starter library's shape. `key`s tie rows together inside the seed only; the database assigns ids.
 * Asset file names refer to `server/db/seed/assets/subcategoryimg/` (sub-category images) and
 * `server/db/seed/assets/media/` (audio and video, referenced from content as `/media/<file>`).
 */
import type { Flag } from '../../../src/model/constants';

export interface SeedCategory {
  key: string;
  titlePrimary: string;
  titleSecondary: string;
  contentPrimary: string;
  contentSecondary: string;
  displayFlag: Flag;
  showSecondary: Flag;
}

/** The texts and flags sub-categories and content show visitors (as the schema's shownToVisitors). */
interface SeedShownToVisitors {
  titlePrimary: string;
  titleSecondary: string | null;
  contentPrimary: string;
  contentSecondary: string | null;
  displayFlag: Flag;
  showSecondary: Flag;
}

export interface SeedSubCategory extends SeedShownToVisitors {
  key: string;
  categoryKey: string;
  /** A file in assets/subcategoryimg/, or null for the default image. */
  subCategoryImage: string | null;
  displayOrder: number;
}

export interface SeedContent extends SeedShownToVisitors {
  subCategoryKey: string;
  /** Dotted name; its last segment is the title shown. */
  titlePrimary: string;
  imagePath: string | null;
  audioPath: string | null;
  /** `/media/<file>.mp4` for a direct file, otherwise an external video id. */
  videoPath: string | null;
  displayOrder: number;
  bookPgNo: number;
}

export interface SeedStaticPage {
  pageName: string;
  titlePrimary: string;
  /** HTML; may contain BASE_URL_PLACEHOLDER from src/model/constants. */
  contentPrimary: string;
}

export interface SeedLibrary {
  categories: SeedCategory[];
  subCategories: SeedSubCategory[];
  contents: SeedContent[];
  staticPages: SeedStaticPage[];
}
