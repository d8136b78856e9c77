export { DataTable, type DataTableProps } from './data-table';
export { Pager } from './pager';
export { type SortState, pageCount, pageRange, clampPage } from './paging';
