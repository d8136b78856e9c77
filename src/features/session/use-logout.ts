import { useMutation } from '@tanstack/react-query';
import { logout } from './session-service';

/** Logout as a mutation, so the button can show that it is on its way out. */
export function useLogout() {
  return useMutation({ mutationKey: ['session', 'logout'], mutationFn: () => logout({ pathname: '/', search: '' }) });
}
