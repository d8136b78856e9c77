import './manage-products.css';

export { ProductCatalog } from './components/product-catalog';
export { MANAGE_PRODUCTS_KEY } from './api';
