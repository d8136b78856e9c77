import './admin-people.css';

export { ADMIN_PEOPLE_KEY } from './api';
export { ForgotPassword } from './components/forgot-password';
export { Register } from './components/register';
export { RegistrationsAdmin } from './components/registrations-admin';
export { ResetPassword } from './components/reset-password';
export { TranslationsAdmin } from './components/translations-admin';
