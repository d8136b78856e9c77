export { LocationSearchTable, type LocationRow, type LocationSearchTableProps } from './location-search-table';
