import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { RecordNotFoundError, StorageFullError, StorageUnavailableError } from '../../data';

/** What a failed local write means for the technician, in words they can act on. */
export function writeErrorMessage(error: unknown) {
  if (error instanceof StorageFullError) return msg`The tablet's storage is full. Send your changes with signal, or delete old photos, then try again.`;
  if (error instanceof StorageUnavailableError) return msg`This browser cannot store data on the device (private mode?). Changes cannot be kept offline.`;
  if (error instanceof RecordNotFoundError) return msg`This record is no longer on the device. Go back to the survey and open it again.`;
  return msg`The change could not be saved on the device. Try again.`;
}

/** An error line for a form: a failed write (translated by kind) or a message of the form's own. */
export function useWriteError() {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const report = useCallback((failure: unknown) => setError(typeof failure === 'string' ? failure : i18n._(writeErrorMessage(failure))), [i18n]);
  const clear = useCallback(() => setError(null), []);
  return { error, report, clear };
}
