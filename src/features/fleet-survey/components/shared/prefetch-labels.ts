import { useLingui } from '@lingui/react/macro';
import type { PrefetchLabels } from '../../api/reference';

/** The global loader's texts while a location is downloaded for offline use. */
export function usePrefetchLabels(): PrefetchLabels {
  const { t } = useLingui();
  return {
    title: t`Preparing this location for offline use`,
    lists: t`Unit and survey lists`,
    lookups: t`Lookups`,
    configurations: t`Axle configurations`,
    unitDetails: t`Unit details`,
  };
}
