import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { geocode, type GeocodeOutcome } from '../api';
import type { ConfiguratorStructure } from '../app-links';

export interface Prospect {
  account_id: string;
  fleet_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: 'US' | 'CA';
  latitude: number | null;
  longitude: number | null;
  fssm: string;
  region: string;
  fleet_type: string;
  lease_term: string;
  comments: string;
}

interface ProspectFieldsProps {
  structure: ConfiguratorStructure;
  prospect: Prospect;
  onChange: (change: Partial<Prospect>) => void;
}

/** Who the questionnaire is for: fleet, account, address with its coordinates, and the plain choices. */
export function ProspectFields({ structure, prospect, onChange }: ProspectFieldsProps) {
  const { t } = useLingui();
  const [lookup, setLookup] = useState<GeocodeOutcome | 'busy' | null>(null);
  const states = structure.country_states.find((group) => group.country.value === prospect.country)?.states ?? [];
  const findCoordinates = async () => {
    setLookup('busy');
    const outcome = await geocode({ address: prospect.address, city: prospect.city, state: prospect.state, zip: prospect.zip });
    setLookup(outcome);
    if (outcome.kind === 'found') {
      const { point } = outcome;
      onChange({ latitude: point.latitude, longitude: point.longitude, country: point.country, state: prospect.state || point.state, city: prospect.city || point.city });
    } else onChange({ latitude: null, longitude: null });
  };
  const text = (key: keyof Prospect, label: string, extra: { required?: boolean; autoComplete?: string; maxLength?: number } = {}) => (
    <label className="lease-field">
      <span className="lease-label">{label}</span>
      <input className="field-input" value={String(prospect[key] ?? '')} onChange={(event) => onChange({ [key]: event.target.value })} {...extra} />
    </label>
  );
  const select = (key: keyof Prospect, label: string, options: { value: string; text: string }[], placeholder?: string) => (
    <label className="lease-field">
      <span className="lease-label">{label}</span>
      <select className="field-input" value={String(prospect[key] ?? '')} onChange={(event) => onChange({ [key]: event.target.value })}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <fieldset className="lease-fieldset">
      <legend>
        <Trans>Prospect</Trans>
      </legend>
      <div className="lease-grid">
        {text('fleet_name', t`Fleet name`, { required: true, maxLength: 200 })}
        <label className="lease-field">
          <span className="lease-label">
            <Trans>Existing account</Trans>
          </span>
          <select className="field-input" value={prospect.account_id} onChange={(event) => onChange({ account_id: event.target.value })}>
            <option value="">{t`None (new customer)`}</option>
            <optgroup label={t`US national accounts`}>
              {structure.us_national_accounts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Canadian common owners`}>
              {structure.canadian_common_owners_accounts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        {select('country', t`Country`, structure.country_states.map((group) => group.country))}
        {text('address', t`Street address`, { autoComplete: 'street-address', maxLength: 200 })}
        {text('city', t`City`, { maxLength: 100 })}
        {select('state', prospect.country === 'CA' ? t`Province` : t`State`, states, t`Choose…`)}
        {text('zip', prospect.country === 'CA' ? t`Postal code` : t`ZIP code`, { autoComplete: 'postal-code', maxLength: 10 })}
        <div className="lease-field lease-geocode">
          <Button variant="secondary" isDisabled={prospect.zip.trim() === '' || lookup === 'busy'} onPress={() => void findCoordinates()}>
            <Trans>Find coordinates</Trans>
          </Button>
          <span role="status" className="lease-geocode-result">
            <GeocodeText lookup={lookup} latitude={prospect.latitude} longitude={prospect.longitude} />
          </span>
        </div>
        {select('fssm', t`Sales manager`, structure.fssm_names, t`Choose…`)}
        {select('region', t`Region`, structure.regions, t`Choose…`)}
        {select('fleet_type', t`Fleet type`, structure.fleet_types, t`Choose…`)}
        {select('lease_term', t`Lease term`, structure.lease_terms, t`Choose…`)}
      </div>
    </fieldset>
  );
}

function GeocodeText({ lookup, latitude, longitude }: { lookup: GeocodeOutcome | 'busy' | null; latitude: number | null; longitude: number | null }) {
  if (lookup === 'busy') return <Trans>Looking up the postal code…</Trans>;
  if (lookup?.kind === 'not_found') return <span className="lease-error"><Trans>No coordinates are known for this postal code.</Trans></span>;
  if (lookup?.kind === 'invalid') return <span className="lease-error"><Trans>Enter a US ZIP code (12345) or a Canadian postal code (A1A 1A1).</Trans></span>;
  if (lookup?.kind === 'failed') return <span className="lease-error"><Trans>The coordinates could not be looked up. Please try again.</Trans></span>;
  if (latitude === null || longitude === null) return null;
  return (
    <Trans>
      Latitude {latitude}, longitude {longitude}
    </Trans>
  );
}
