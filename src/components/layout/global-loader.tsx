import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { loaderQueuesAtom, loaderTitleAtom } from '../../lib/store';

/** The global loader (spec 1 §2): a title and a count per named queue, hidden when all are empty. */
export function GlobalLoader() {
  const { t } = useLingui();
  const queues = useAtomValue(loaderQueuesAtom);
  const title = useAtomValue(loaderTitleAtom);
  const active = Object.entries(queues).filter(([, count]) => count > 0);

  return (
    <div className="global-loader" role="status" aria-live="polite" hidden={active.length === 0}>
      {active.length > 0 && (
        <div className="global-loader-card">
          <span className="spinner" aria-hidden="true" />
          <p className="global-loader-title">{title ?? t`Loading…`}</p>
          <ul className="global-loader-queues">
            {active.map(([name, count]) => (
              <li key={name}>
                <Trans>
                  {name}: {count}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
