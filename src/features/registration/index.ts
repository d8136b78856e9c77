export * from './public';
export { REGISTRATION_KEY } from './api';
export { RegistrationsAdmin } from './components/registrations-admin';
