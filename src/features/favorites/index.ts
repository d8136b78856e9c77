import './favorites.css';

export { FavoritesList } from './favorites-list';
export { SaveFavoriteButton } from './save-favorite-button';
export { FAVORITES_KEY } from './api';
