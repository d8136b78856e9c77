import '../../components/people-forms/people-forms.css';

export { ADMIN_TRANSLATIONS_KEY } from './api';
export { TranslationsAdmin } from './components/translations-admin';
