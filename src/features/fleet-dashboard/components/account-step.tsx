import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { locationsQuery, nonsigsQuery, useAccounts, useRegions, type LocationsResponse, type NonsigsResponse } from '../api';
import { FLEET_KEY_LABELS } from '../labels';
import { baseParametersOf } from '../request';
import { FLEET_KEYS, type FleetKey } from '../app-links';
import { accountValue, type AccountValue, type RegionChoice } from '../wizard-values';
import { PickTable } from './pick-table';

type Location = LocationsResponse['locations'][number];
type Nonsig = NonsigsResponse['nonsigs'][number];
const LIST_OF: Record<FleetKey, 'us_national_accounts' | 'canadian_common_owners' | 'canadian_nonsigs'> = {
  us_national_account: 'us_national_accounts',
  canadian_common_owner: 'canadian_common_owners',
  canadian_nonsig: 'canadian_nonsigs',
};
const LOCATION_ORDER = { code: 1, name: 2, address: 3, city: 4, state: 5 };
const NONSIG_ORDER = { nonsig: 1, name: 2, city: 3, state: 4 };
const location = createColumnHelper<Location>();
const nonsig = createColumnHelper<Nonsig>();

export interface AccountStepProps {
  value: AccountValue | undefined;
  onChange: (value: AccountValue | undefined) => void;
}

/** Step 1: the account (three lists), its regions and groups, then the Locations and Nonsigs tables. */
export function AccountStep({ value, onChange }: AccountStepProps) {
  const { t, i18n } = useLingui();
  const accounts = useAccounts();
  const [kind, setKind] = useState<FleetKey>(value?.account.fleet_key ?? 'us_national_account');
  const [inner, setInner] = useState<'locations' | 'nonsigs'>('locations');
  const regions = useRegions(value?.account);
  const list = accounts.data?.[LIST_OF[kind]] ?? [];

  if (accounts.isError) return <p role="alert">{t`The accounts could not be loaded. Please try again.`}</p>;

  const isChosen = (choice: RegionChoice) => value?.regions.some((region) => region.type === choice.type && region.code === choice.code) ?? false;
  const toggleRegion = (choice: RegionChoice, on: boolean) => {
    if (!value) return;
    const others = value.regions.filter((region) => !(region.type === choice.type && region.code === choice.code));
    onChange({ ...value, regions: on ? [...others, choice] : others, locations: { isAll: !on && others.length === 0 ? value.locations.isAll : false, ids: [] } });
  };

  return (
    <div className="fd-step">
      <fieldset className="fd-fieldset">
        <legend>
          <Trans>Account list</Trans>
        </legend>
        <div className="fd-choices">
          {FLEET_KEYS.map((key) => (
            <label key={key} className="fd-choice">
              <input
                type="radio"
                name="fd-fleet-key"
                checked={kind === key}
                onChange={() => {
                  setKind(key);
                  onChange(undefined);
                }}
              />
              {i18n._(FLEET_KEY_LABELS[key])}
              {accounts.data ? <span className="fd-muted">({accounts.data[LIST_OF[key]].length})</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="fd-field">
        <span>
          <Trans>Account</Trans>
        </span>
        {/* While the accounts load, the step keeps its shape (a disabled list) so nothing below it moves. */}
        <select
          className="field-input"
          disabled={accounts.isPending}
          aria-busy={accounts.isPending || undefined}
          value={value?.account.id ?? ''}
          onChange={(event) => {
            const chosen = list.find((account) => account.id === Number(event.target.value));
            onChange(chosen ? accountValue({ id: chosen.id, fleet_key: kind }, chosen.name) : undefined);
          }}
        >
          <option value="">{accounts.isPending ? t`Loading accounts…` : list.length ? t`Choose an account` : t`No accounts in this list`}</option>
          {list.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name} ({account.account_number})
            </option>
          ))}
        </select>
      </label>
      {value ? (
        <>
          <fieldset className="fd-fieldset">
            <legend>
              <Trans>Regions and location groups</Trans>
            </legend>
            {regions.isPending ? <span className="skeleton-bar" /> : null}
            {regions.data && regions.data.regions.length + regions.data.groups.length === 0 ? <p className="fd-hint">{t`This account has no regions or groups: all its locations are used.`}</p> : null}
            <div className="fd-choices">
              {regions.data?.regions.map((region) => {
                const choice: RegionChoice = { type: 'region', code: region.code, description: region.description };
                return (
                  <label key={`r${region.id}`} className="fd-choice">
                    <input type="checkbox" checked={isChosen(choice)} onChange={(event) => toggleRegion(choice, event.target.checked)} />
                    {t`Region ${region.description}`} <span className="fd-muted">({region.locations})</span>
                  </label>
                );
              })}
              {regions.data?.groups.map((group) => {
                const choice: RegionChoice = { type: 'group', code: String(group.id), description: group.name };
                return (
                  <label key={`g${group.id}`} className="fd-choice">
                    <input type="checkbox" checked={isChosen(choice)} onChange={(event) => toggleRegion(choice, event.target.checked)} />
                    {t`Group ${group.name}`} <span className="fd-muted">({group.locations})</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <InnerTabs inner={inner} onInner={setInner} value={value} onChange={onChange} />
        </>
      ) : null}
    </div>
  );
}

function InnerTabs({ inner, onInner, value, onChange }: { inner: 'locations' | 'nonsigs'; onInner: (inner: 'locations' | 'nonsigs') => void; value: AccountValue; onChange: (value: AccountValue) => void }) {
  const { t } = useLingui();
  const regions = useMemo(() => baseParametersOf(value, { type: 'last_30_days' }).regions, [value]);
  const locationColumns = useMemo(
    () =>
      [
        location.accessor('code', { header: t`Code` }),
        location.accessor('name', { header: t`Name` }),
        location.accessor('address', { header: t`Address` }),
        location.accessor('city', { header: t`City` }),
        location.accessor('state', { header: t`State` }),
      ] as ColumnDef<Location, unknown>[],
    [t],
  );
  const nonsigColumns = useMemo(
    () =>
      [
        nonsig.accessor('nonsig', { header: t`Nonsig` }),
        nonsig.accessor('name', { header: t`Name` }),
        nonsig.accessor('city', { header: t`City` }),
        nonsig.accessor('state', { header: t`State` }),
      ] as ColumnDef<Nonsig, unknown>[],
    [t],
  );
  const tabs = [
    { key: 'locations' as const, label: t`Locations`, count: value.locations.isAll ? null : value.locations.ids.length },
    { key: 'nonsigs' as const, label: t`Nonsigs`, count: value.nonsigs.isAll ? null : value.nonsigs.ids.length },
  ];
  return (
    <div className="fd-inner">
      <div role="tablist" className="fd-inner-tabs" aria-label={t`Locations and nonsigs`}>
        {tabs.map((tab) => (
          <button key={tab.key} type="button" role="tab" aria-selected={inner === tab.key} className="fd-inner-tab" onClick={() => onInner(tab.key)}>
            {tab.label}
            {tab.count === null ? ` · ${t`all`}` : ` · ${t`${tab.count} selected`}`}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="fd-inner-panel">
        {inner === 'locations' ? (
          <PickTable<Location, number>
            name="locations"
            caption={t`Locations of ${value.accountName}`}
            columns={locationColumns}
            order={LOCATION_ORDER}
            query={locationsQuery(value.account, regions)}
            idOf={(row) => row.id}
            parseId={Number}
            value={value.locations}
            onChange={(locations) => onChange({ ...value, locations })}
            allLabel={value.regions.length ? t`All locations of the chosen regions and groups` : t`All locations`}
          />
        ) : (
          <PickTable<Nonsig, string>
            name="nonsigs"
            caption={t`Dealers (nonsigs) of ${value.accountName}`}
            columns={nonsigColumns}
            order={NONSIG_ORDER}
            query={nonsigsQuery(value.account)}
            idOf={(row) => row.nonsig}
            parseId={String}
            value={value.nonsigs}
            onChange={(nonsigs) => onChange({ ...value, nonsigs })}
            allLabel={t`All nonsigs`}
          />
        )}
      </div>
    </div>
  );
}
