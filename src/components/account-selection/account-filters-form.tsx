import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import type { AccountSelects } from '../../../contract/account-selection';
import type { AccountTypeCode } from '../../../contract/common-lookups';
import { vocationName } from '../../lib/vocation-names';
import { Button } from '../ui/button';
import { EMPTY_FILTERS, statesOf, visibleAccountTypes, type AccountFilters } from './account-query';
import { ACCOUNT_TYPE_LABELS } from './account-type-labels';

const chosen = (select: HTMLSelectElement) => [...select.selectedOptions].map((option) => option.value);

export interface AccountFiltersFormProps {
  selects: AccountSelects | undefined;
  applied: AccountFilters;
  onApply: (filters: AccountFilters) => void;
}

/** The account table's filters; Apply runs them (from page 1), Clear resets them. */
export function AccountFiltersForm({ selects, applied, onApply }: AccountFiltersFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<AccountFilters>(applied);
  const set = (patch: Partial<AccountFilters>) => setDraft((previous) => ({ ...previous, ...patch }));
  const states = selects ? statesOf(selects, draft.country) : [];
  const types = selects ? visibleAccountTypes(selects) : [];
  const fleets = selects?.fleets;
  const fleetGroups = fleets
    ? [
        { label: t`US national accounts`, names: fleets.national_global_account_names },
        { label: t`Canadian national accounts`, names: fleets.canadian_national_global_account_names },
        { label: t`Government accounts`, names: fleets.government_account_names },
      ].filter((group) => group.names.length > 0)
    : [];

  // The filters sit inside the generator's form: Enter in the search box applies them instead of generating.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onApply(draft);
  };

  return (
    <div className="acct-filters" role="search" aria-label={t`Account filters`}>
      <label className="acct-field acct-field-wide">
        <span>
          <Trans>Search accounts</Trans>
        </span>
        <input type="search" className="field-input" value={draft.keyword} maxLength={200} placeholder={t`Name or account number`} onKeyDown={applyOnEnter} onChange={(e) => set({ keyword: e.target.value })} />
      </label>
      <label className="acct-field">
        <span>
          <Trans>Country</Trans>
        </span>
        <select className="field-input" value={draft.country ?? ''} onChange={(e) => set({ country: e.target.value || null, states: [] })}>
          <option value="">{t`Any country`}</option>
          {selects?.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      {states.length > 0 ? (
        <label className="acct-field">
          <span>
            <Trans>States or provinces (Ctrl or ⌘ for several)</Trans>
          </span>
          <select multiple className="field-input acct-multi" value={draft.states} onChange={(e) => set({ states: chosen(e.target) })}>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="acct-field">
        <span>
          <Trans>Vocations (Ctrl or ⌘ for several)</Trans>
        </span>
        <select multiple className="field-input acct-multi" value={draft.vocationIds.map(String)} onChange={(e) => set({ vocationIds: chosen(e.target).map(Number) })}>
          {selects?.vocations.map((vocation) => (
            <option key={vocation.id} value={vocation.id}>
              {vocationName(i18n, vocation.name)}
            </option>
          ))}
        </select>
      </label>
      {fleetGroups.length > 0 ? (
        <label className="acct-field">
          <span>
            <Trans>Fleets (Ctrl or ⌘ for several)</Trans>
          </span>
          <select multiple className="field-input acct-multi" value={draft.fleetNames} onChange={(e) => set({ fleetNames: chosen(e.target) })}>
            {fleetGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset className="acct-fieldset acct-field-wide">
        <legend>
          <Trans>Account types (none: all)</Trans>
        </legend>
        <div className="acct-choices">
          {types.map((code) => (
            <label key={code} className="acct-choice">
              <input
                type="checkbox"
                checked={draft.accountTypes.includes(code)}
                onChange={(e) => set({ accountTypes: e.target.checked ? [...draft.accountTypes, code] : draft.accountTypes.filter((c: AccountTypeCode) => c !== code) })}
              />
              {i18n._(ACCOUNT_TYPE_LABELS[code])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="acct-actions acct-field-wide">
        <Button variant="secondary" onPress={() => onApply(draft)}>
          <Trans>Apply filters</Trans>
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </div>
  );
}
