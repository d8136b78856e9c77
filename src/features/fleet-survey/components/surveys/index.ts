export { SurveysPage } from './surveys-page';
export { AddSurveyPage } from './add-survey-page';
export { EditSurveyDetailsPage } from './edit-survey-details-page';
