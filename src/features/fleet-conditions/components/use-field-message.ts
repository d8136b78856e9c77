import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { FieldMessage } from '../request';

/** Shows a field message: ours through the catalog, the server's own text as it came. */
export function useFieldMessage(): (message: FieldMessage | null | undefined) => string | null {
  const { i18n } = useLingui();
  return useCallback((message) => (message === null || message === undefined ? null : typeof message === 'string' ? message : i18n._(message)), [i18n]);
}
