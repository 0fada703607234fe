export { PaginationTable, pageCount } from './PaginationTable';
export type { PaginationTableProps } from './PaginationTable';
export { DataTable } from './DataTable';
export type { DataTableProps, TableColumn } from './DataTable';
