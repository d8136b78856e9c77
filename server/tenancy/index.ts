export * from './scope';
export * from './filters';
export { anyOf } from './id-list';
