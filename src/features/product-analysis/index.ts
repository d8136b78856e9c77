import './product-analysis.css';

export { ProductAnalysis } from './components/product-analysis';
export { PRODUCT_ANALYSIS_KEY } from './api';
