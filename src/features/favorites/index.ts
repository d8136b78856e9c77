// SaveFavoriteButton is imported from its own module (save-favorite-button.tsx): the bundler keeps
// a barrel's re-exports in one chunk, and through this file the report screens that show the
// button also loaded the favorites list and react-aria's modal.
export { FavoritesList } from './favorites-list';
export { FAVORITES_KEY } from './api';
