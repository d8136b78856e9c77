import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PortalUser, type UnitChoice } from './app-links';

/**
 * Stores the user's units on the server. The answer's user record replaces the session's (the
 * API client saves any user it receives, on this device too, so the tablet keeps the choice
 * offline); every cached answer was in the old units, so all are fetched again.
 */
export function useSaveUnitChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (units: UnitChoice) => api.post('authorization/unit_preference', { json: { units } }).json<{ user: PortalUser }>(),
    onSuccess: () => client.invalidateQueries(),
    // Offline the call fails at once and says so, rather than waiting unseen for a connection.
    networkMode: 'always',
  });
}
