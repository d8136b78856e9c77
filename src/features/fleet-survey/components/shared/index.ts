export { FieldPage } from './field-page';
export { LocationHeader } from './location-header';
export { InvalidLocation, locationIdOf } from './invalid-location';
