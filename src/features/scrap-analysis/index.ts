import './scrap-analysis.css';

export { ScrapAnalysis } from './components/scrap-analysis';
export { SCRAP_ANALYSIS_KEY } from './api';
