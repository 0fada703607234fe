export { CatalogueImport, summaryText } from './CatalogueImport';
export type { CatalogueImportProps } from './CatalogueImport';
