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

/** An object schema with every property required, as in every answer but an error's. */
function objectSchema<const P extends Record<string, object>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) as (keyof P & string)[] } as const;
}

/** The same object, or null. */
function nullableObjectSchema<const P extends Record<string, object>>(properties: P) {
  return { ...objectSchema(properties), type: ['object', 'null'] } as const;
}

/** The texts and flags both sub-categories and content show visitors (as the database schema's shownToVisitors). */
const shownToVisitorsProperties = {
  titlePrimary: { type: 'string' },
  titleSecondary: nullable('string'),
  contentPrimary: { type: 'string' },
  contentSecondary: nullable('string'),
  displayFlag: { type: 'string' },
  showSecondary: { type: 'string' },
} as const;

/** A sub-category by its id and primary title: a navigation item, and the sub-category a content names. */
const subCategoryRefProperties = {
  subCategoryId: { type: 'integer' },
  titlePrimary: { type: 'string' },
} as const;

export const subCategorySchema = objectSchema({
  subCategoryId: { type: 'integer' },
  ...shownToVisitorsProperties,
  subCategoryImage: nullable('string'),
  displayOrder: { type: 'integer' },
  category: nullableObjectSchema({ categoryId: { type: 'integer' }, titlePrimary: { type: 'string' } }),
});

export const navItemSchema = objectSchema(subCategoryRefProperties);

/** A content (hymn) with its sub-category's id and title; subCategoryImage and file are always null. */
export const contentSchema = objectSchema({
  contentId: { type: 'integer' },
  ...shownToVisitorsProperties,
  imagePath: nullable('string'),
  audioPath: nullable('string'),
  videoPath: nullable('string'),
  subCategoryImage: { type: 'null' },
  subCategory: nullableObjectSchema(subCategoryRefProperties),
  file: { type: 'null' },
  displayOrder: { type: 'integer' },
  bookPgNo: { type: 'integer' },
});

export const searchResponseSchema = objectSchema({
  response: objectSchema({
    numFound: { type: 'integer' },
    docs: { type: 'array', items: objectSchema({ contentId: { type: 'integer' }, titlePrimary: { type: 'string' } }) },
  }),
});

export const staticPageSchema = objectSchema({ titlePrimary: { type: 'string' }, contentPrimary: { type: 'string' } });

/** An answer that is only a text for the visitor (e.g. the feedback's thank-you). */
export const messageSchema = objectSchema({ message: { type: 'string' } });

/** Counting calls answer 204 with no body. */
export const noContentSchema = { type: 'null' } as const;

// The admin's answers (zod twins in src/model/admin.ts and entities.ts).

export const categorySchema = objectSchema({
  categoryId: { type: 'integer' },
  titlePrimary: { type: 'string' },
  titleSecondary: { type: 'string' },
  contentPrimary: { type: 'string' },
  contentSecondary: { type: 'string' },
  displayFlag: { type: 'string' },
  showSecondary: { type: 'string' },
  categoryImage: nullable('string'),
});

/** The sub-category form's parent chooser. */
export const categoryChoiceSchema = objectSchema({ categoryId: { type: 'integer' }, titlePrimary: { type: 'string' } });

export const pagedContentSchema = objectSchema({
  content: { type: 'array', items: contentSchema },
  totalElements: { type: 'integer' },
});

export const reindexResultSchema = objectSchema({ reindexed: { type: 'integer' }, words: { type: 'integer' }, ms: { type: 'integer' } });

export const refreshResultSchema = objectSchema({
  cleared: { type: 'array', items: { type: 'string' } },
  otherInstancesNotified: { type: 'boolean' },
  message: { type: 'string' },
});

export const mediaUploadResultSchema = objectSchema({ path: { type: 'string' } });
