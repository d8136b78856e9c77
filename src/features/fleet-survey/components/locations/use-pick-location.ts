import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useStartPreparation } from '../../api/reference';
import { useOnline } from '../../state';
import { usePrefetchLabels } from '../shared/prefetch-labels';

/** Picking a location opens its dashboard and, with signal, downloads it for offline use. */
export function usePickLocation(): (locationId: number) => void {
  const navigate = useNavigate();
  const online = useOnline();
  const start = useStartPreparation();
  const labels = usePrefetchLabels();
  return useCallback(
    (locationId: number) => {
      if (online) start(locationId, labels);
      void navigate({ to: '/locations/$locationId/dashboard', params: { locationId: String(locationId) } });
    },
    [online, start, labels, navigate],
  );
}
