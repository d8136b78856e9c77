import '../../components/people-forms/people-forms.css';

export { REGISTRATION_KEY } from './api';
export { ForgotPassword } from './components/forgot-password';
export { Register } from './components/register';
export { RegistrationsAdmin } from './components/registrations-admin';
export { ResetPassword } from './components/reset-password';
