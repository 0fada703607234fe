/**
 * The calls of product-spec §7, spelled once for the browser's fetchers, the server's routes, the
 * MSW handlers and the tests. Later work adds the rest of the table here.
 */
export const apiPaths = {
  subCategoryAll: '/api/subcategory/getAll',
  subCategoryNav: '/api/subcategory/getNav',
} as const;
