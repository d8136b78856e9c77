/** The fleet dashboard's shared contract (spec 2 §3, §7, §9): report types, requests, answers. */
export * from './report-types';
export * from './requests';
export * from './responses';
export * from './exports';
export * from './table-columns';
