import '../../components/people-forms/people-forms.css';

// The signed-out screens' entry: their routes carry none of the administrator's screen.
export { ForgotPassword } from './components/forgot-password';
export { Register } from './components/register';
export { ResetPassword } from './components/reset-password';
