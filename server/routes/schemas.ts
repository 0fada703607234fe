/**
 * JSON schemas of the API's answers (Fastify validates input and serializes output with them).
 * They mirror the zod schemas in src/model/entities.ts; the route tests parse every answer with
 * those (strict) zod schemas, so the two cannot drift apart unnoticed.
 */
const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;

export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  properties: {
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
} as const;

/** Every route answers its errors with the same shape. */
export const errorResponses = {
  '4xx': { $ref: 'ApiError#' },
  '5xx': { $ref: 'ApiError#' },
} as const;

export const subCategorySchema = {
  type: 'object',
  properties: {
    subCategoryId: { type: 'integer' },
    titlePrimary: { type: 'string' },
    titleSecondary: nullable('string'),
    contentPrimary: { type: 'string' },
    contentSecondary: nullable('string'),
    displayFlag: { type: 'string' },
    showSecondary: { type: 'string' },
    subCategoryImage: nullable('string'),
    displayOrder: { type: 'integer' },
    category: {
      type: ['object', 'null'],
      properties: { categoryId: { type: 'integer' }, titlePrimary: { type: 'string' } },
      required: ['categoryId', 'titlePrimary'],
    },
  },
  required: [
    'subCategoryId',
    'titlePrimary',
    'titleSecondary',
    'contentPrimary',
    'contentSecondary',
    'displayFlag',
    'showSecondary',
    'subCategoryImage',
    'displayOrder',
    'category',
  ],
} as const;

export const navItemSchema = {
  type: 'object',
  properties: {
    subCategoryId: { type: 'integer' },
    titlePrimary: { type: 'string' },
  },
  required: ['subCategoryId', 'titlePrimary'],
} as const;

/** A content (hymn) with its sub-category's id and title; subCategoryImage and file are always null. */
export const contentSchema = {
  type: 'object',
  properties: {
    contentId: { type: 'integer' },
    titlePrimary: { type: 'string' },
    titleSecondary: nullable('string'),
    contentPrimary: { type: 'string' },
    contentSecondary: nullable('string'),
    displayFlag: { type: 'string' },
    showSecondary: { type: 'string' },
    imagePath: nullable('string'),
    audioPath: nullable('string'),
    videoPath: nullable('string'),
    subCategoryImage: { type: 'null' },
    subCategory: {
      type: ['object', 'null'],
      properties: { subCategoryId: { type: 'integer' }, titlePrimary: { type: 'string' } },
      required: ['subCategoryId', 'titlePrimary'],
    },
    file: { type: 'null' },
    displayOrder: { type: 'integer' },
    bookPgNo: { type: 'integer' },
  },
  required: [
    'contentId',
    'titlePrimary',
    'titleSecondary',
    'contentPrimary',
    'contentSecondary',
    'displayFlag',
    'showSecondary',
    'imagePath',
    'audioPath',
    'videoPath',
    'subCategoryImage',
    'subCategory',
    'file',
    'displayOrder',
    'bookPgNo',
  ],
} as const;

export const searchResponseSchema = {
  type: 'object',
  properties: {
    response: {
      type: 'object',
      properties: {
        numFound: { type: 'integer' },
        docs: {
          type: 'array',
          items: {
            type: 'object',
            properties: { contentId: { type: 'integer' }, titlePrimary: { type: 'string' } },
            required: ['contentId', 'titlePrimary'],
          },
        },
      },
      required: ['numFound', 'docs'],
    },
  },
  required: ['response'],
} as const;

export const staticPageSchema = {
  type: 'object',
  properties: { titlePrimary: { type: 'string' }, contentPrimary: { type: 'string' } },
  required: ['titlePrimary', 'contentPrimary'],
} as const;

/** An answer that is only a text for the visitor (e.g. the feedback's thank-you). */
export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** Counting calls answer 204 with no body. */
export const noContentSchema = { type: 'null' } as const;
