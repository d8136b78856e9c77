import { Plural, Trans } from '@lingui/react/macro';
import { ageOf } from './status-text';

/** "Synced 2 min ago", aging with `now`. */
export function SyncAge({ at, now }: { at: number | null; now: number }) {
  const age = ageOf(at, now);
  return (
    <span className="sync-age">
      {age.unit === 'never' && <Trans>Nothing sent from this device yet</Trans>}
      {age.unit === 'now' && <Trans>Synced just now</Trans>}
      {age.unit === 'minutes' && <Plural value={age.count} one="Synced # min ago" other="Synced # min ago" />}
      {age.unit === 'hours' && <Plural value={age.count} one="Synced # hour ago" other="Synced # hours ago" />}
      {age.unit === 'days' && <Plural value={age.count} one="Synced # day ago" other="Synced # days ago" />}
    </span>
  );
}
