import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ACCOUNT_KIND_LABELS } from '../labels';
import { ACCOUNT_KINDS, type AccountKind } from '../search';
import type { HomePageResponse } from '../app-links';
import type { AccountValue } from '../wizard-values';
import { LocationTable } from './location-table';

export interface AccountStepProps {
  home: HomePageResponse;
  value: AccountValue | undefined;
  onChange: (value: AccountValue | undefined) => void;
}

/** Step 1: account kind, the account of that kind, then its locations (all by default). */
export function AccountStep({ home, value, onChange }: AccountStepProps) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<AccountKind | undefined>(value?.kind);
  const accounts = kind ? home[ACCOUNT_KINDS[kind].list] : [];

  return (
    <div className="checkpoint-step">
      <fieldset className="checkpoint-fieldset">
        <legend>
          <Trans>Account kind</Trans>
        </legend>
        <div className="checkpoint-choices">
          {(Object.keys(ACCOUNT_KINDS) as AccountKind[]).map((option) => (
            <label key={option} className="checkpoint-choice">
              <input
                type="radio"
                name="checkpoint-account-kind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  onChange(undefined);
                }}
              />
              {i18n._(ACCOUNT_KIND_LABELS[option])}
              <span className="checkpoint-choice-count">({home[ACCOUNT_KINDS[option].list].length})</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind ? (
        <label className="checkpoint-field">
          <span>
            <Trans>Account</Trans>
          </span>
          <select
            className="field-input"
            value={value?.account ?? ''}
            onChange={(event) => onChange(event.target.value ? { kind, account: Number(event.target.value), locations: null } : undefined)}
          >
            <option value="">{accounts.length ? t`Choose an account` : t`No accounts of this kind`}</option>
            {accounts.map((account) => (
              <option key={account.value} value={account.value}>
                {account.text}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {value ? <LocationTable kind={value.kind} account={value.account} locations={value.locations} onChange={(locations) => onChange({ ...value, locations })} /> : null}
    </div>
  );
}
