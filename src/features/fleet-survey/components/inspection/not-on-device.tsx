import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../shared/states';

/** A survey or unit the URL names that this device has never downloaded. */
export function NotOnDevice({ what = 'survey' }: { what?: 'survey' | 'unit' }) {
  const { t } = useLingui();
  return (
    <EmptyState title={what === 'survey' ? t`This survey is not on this device` : t`This unit is not in the survey on this device`}>
      <p>{t`Open its location from the locations list while you have signal; its surveys and units are then kept on the tablet.`}</p>
      <Link className="button button-secondary" to="/locations">
        {t`Go to locations`}
      </Link>
    </EmptyState>
  );
}
