import { z } from 'zod';
import { FLAGS } from './constants';

/** The spec's entities as the API sends them (camelCase JSON). */
export const flagSchema = z.enum(FLAGS);

export const categorySchema = z.object({
  categoryId: z.number().int(),
  titlePrimary: z.string(),
  titleSecondary: z.string(),
  contentPrimary: z.string(),
  contentSecondary: z.string(),
  displayFlag: z.string(),
  showSecondary: z.string(),
  categoryImage: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  subCategoryId: z.number().int(),
  titlePrimary: z.string(),
  titleSecondary: z.string().nullable(),
  contentPrimary: z.string(),
  contentSecondary: z.string().nullable(),
  displayFlag: z.string(),
  showSecondary: z.string(),
  subCategoryImage: z.string().nullable(),
  displayOrder: z.number().int(),
  category: z.object({ categoryId: z.number().int(), titlePrimary: z.string() }).nullable(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

/** One entry of the navigation's 'Bhajans' dropdown (`GET /api/subcategory/getNav`). */
export const navItemSchema = z.object({
  subCategoryId: z.number().int(),
  titlePrimary: z.string(),
});
export type NavItem = z.infer<typeof navItemSchema>;

export const contentSchema = z.object({
  contentId: z.number().int(),
  titlePrimary: z.string(),
  titleSecondary: z.string().nullable(),
  contentPrimary: z.string(),
  contentSecondary: z.string().nullable(),
  displayFlag: z.string(),
  showSecondary: z.string(),
  imagePath: z.string().nullable(),
  audioPath: z.string().nullable(),
  videoPath: z.string().nullable(),
  subCategoryImage: z.string().nullable(),
  subCategory: z.object({ subCategoryId: z.number().int(), titlePrimary: z.string() }).nullable(),
  file: z.null(),
  displayOrder: z.number().int(),
  bookPgNo: z.number().int(),
});
export type Content = z.infer<typeof contentSchema>;

export interface PagedContent {
  content: Content[];
  totalElements: number;
}

export interface SearchResponse {
  response: { numFound: number; docs: { contentId: number; titlePrimary: string }[] };
}

export interface StaticPage {
  titlePrimary: string;
  contentPrimary: string;
}

export interface Feedback {
  name: string;
  email: string;
  feedbackText: string;
  rating: number;
  deviceInfo: string;
}

/** Every error the API answers with (4xx and 5xx). */
export interface ApiError {
  message: string;
  fields?: Record<string, string>;
}
