import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FleetSummary } from '../../../../contract/manage-specs';
import { Button } from '../../../components/ui/button';
import { useFleetSearch } from '../api';

/** Finds a fleet by account number or name (get_fleet_id) and picks one of the matches. */
export function FleetPicker({ fleet, onChange }: { fleet: FleetSummary | null; onChange: (fleet: FleetSummary | null) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const search = useFleetSearch(keyword);
  const fleets = search.data?.fleets ?? [];

  if (fleet) {
    return (
      <div className="specs-fleet">
        <p>
          <Trans>
            Fleet: <strong>{fleet.fleet_name}</strong> ({fleet.account_number})
          </Trans>
        </p>
        <Button variant="secondary" onPress={() => onChange(null)}>
          <Trans>Choose another fleet</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="specs-fleet-search">
      <form
        className="specs-fleet-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(text.trim());
        }}
      >
        <label className="field">
          <span className="field-label">
            <Trans>Account number or name</Trans>
          </span>
          <input className="field-input" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        </label>
        <Button type="submit" isDisabled={!text.trim()}>
          <Trans>Find fleet</Trans>
        </Button>
      </form>
      {keyword && search.isSuccess && fleets.length === 0 ? <p role="status">{t`No fleet matches.`}</p> : null}
      {fleets.length > 0 ? (
        <ul className="specs-fleet-list" aria-label={t`Matching fleets`}>
          {fleets.map((match) => (
            <li key={match.fleet_id}>
              <Button variant="secondary" onPress={() => onChange(match)}>
                {match.fleet_name} ({match.account_number})
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
