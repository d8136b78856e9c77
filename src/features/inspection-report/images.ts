import './inspection-report.css';

/** The survey photo pages' own entry: they render only the photos, not the report's filters, list and tables. */
export { SurveyImages } from './components/survey-images';
