import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FieldPage } from './field-page';
import { ErrorState } from './states';

/** Location ids in URLs are server ids: positive integers. */
export function locationIdOf(param: string): number | null {
  return /^\d{1,10}$/.test(param) && Number(param) > 0 && Number(param) <= 2_147_483_647 ? Number(param) : null;
}

export function InvalidLocation() {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Location not found`}>
      <ErrorState
        title={<Trans>This address does not name a location.</Trans>}
        action={
          <Link className="button button-primary" to="/locations">
            <Trans>Select a location</Trans>
          </Link>
        }
      />
    </FieldPage>
  );
}
