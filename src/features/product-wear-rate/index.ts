import './product-wear-rate.css';

export { ProductWearRate } from './components/product-wear-rate';
export { WEAR_RATE_KEY } from './api';
