import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { SearchField } from '../../../components/inputs/search-field';
import { useAccountLists } from '../api';

/** Entries one list shows at once; a staff user reaches thousands of accounts and narrows by name. */
const LIST_LIMIT = 100;

interface Option {
  value: number;
  text: string;
}

export interface AccountChooserProps {
  selected: number[];
  onChange: (ids: number[]) => void;
}

/**
 * The user's accounts in the spec's three lists: US national accounts, Canadian common owners
 * and Canadian accounts (nonsigs). Checking a common owner checks every account it owns.
 */
export function AccountChooser({ selected, onChange }: AccountChooserProps) {
  const { t } = useLingui();
  const lists = useAccountLists();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const owned = useMemo(() => {
    const byOwner = new Map<number, number[]>();
    for (const account of lists.data?.canadian_nonsigs ?? []) {
      if (account.common_owner_id !== null) byOwner.set(account.common_owner_id, [...(byOwner.get(account.common_owner_id) ?? []), account.value]);
    }
    return byOwner;
  }, [lists.data]);

  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  if (lists.isError) return <p role="alert"><Trans>Your accounts could not be loaded. Please try again.</Trans></p>;
  // While loading, the lists hold their place empty, so the units below do not jump when they arrive.
  const data = lists.data ?? { us_national_accounts: [], canadian_common_owners: [], canadian_nonsigs: [] };
  const ownerChecked = (owner: number) => (owned.get(owner) ?? []).length > 0 && (owned.get(owner) ?? []).every((id) => chosen.has(id));

  return (
    <fieldset className="uh-fieldset" aria-busy={lists.isPending || undefined}>
      <legend>
        <Trans>Accounts</Trans>
      </legend>
      {lists.isPending ? (
        <p role="status" className="visually-hidden">
          <Trans>Loading your accounts…</Trans>
        </p>
      ) : null}
      <div className="uh-tools">
        <SearchField className="uh-field" label={<Trans>Find an account</Trans>} value={filter} onSearch={setFilter} />
        <span className="uh-count" role="status">
          <Trans>{selected.length} selected</Trans>
        </span>
        <button type="button" className="button button-secondary" disabled={selected.length === 0} onClick={() => onChange([])}>
          <Trans>Clear accounts</Trans>
        </button>
      </div>
      <div className="uh-lists">
        <CheckList title={t`US national accounts`} options={data.us_national_accounts} filter={filter} isLoading={lists.isPending} isChecked={(o) => chosen.has(o.value)} onToggle={(o, on) => toggle([o.value], on)} />
        <CheckList
          title={t`Canadian common owners`}
          options={data.canadian_common_owners}
          filter={filter}
          isLoading={lists.isPending}
          isChecked={(o) => ownerChecked(o.value)}
          onToggle={(o, on) => toggle(owned.get(o.value) ?? [], on)}
        />
        <CheckList title={t`Canadian accounts (nonsig)`} options={data.canadian_nonsigs} filter={filter} isLoading={lists.isPending} isChecked={(o) => chosen.has(o.value)} onToggle={(o, on) => toggle([o.value], on)} />
      </div>
    </fieldset>
  );
}

interface CheckListProps {
  title: string;
  options: Option[];
  filter: string;
  isLoading: boolean;
  isChecked: (option: Option) => boolean;
  onToggle: (option: Option, on: boolean) => void;
}

function CheckList({ title, options, filter, isLoading, isChecked, onToggle }: CheckListProps) {
  const needle = filter.trim().toLowerCase();
  const matching = needle ? options.filter((option) => option.text.toLowerCase().includes(needle)) : options;
  const shown = matching.slice(0, LIST_LIMIT);
  let note: ReactNode = null;
  if (isLoading) note = <span className="skeleton-bar" />;
  else if (options.length === 0) note = <Trans>None in your accounts.</Trans>;
  else if (matching.length === 0) note = <Trans>No account matches.</Trans>;
  else if (matching.length > shown.length) note = <Trans>Showing {shown.length} of {matching.length}; type to narrow the list.</Trans>;
  return (
    <div className="uh-list" role="group" aria-label={title}>
      <h3 className="uh-list-title">{title}</h3>
      <ul>
        {shown.map((option) => (
          <li key={option.value}>
            <label className="uh-check">
              <input type="checkbox" checked={isChecked(option)} onChange={(event) => onToggle(option, event.target.checked)} />
              <span>{option.text}</span>
            </label>
          </li>
        ))}
      </ul>
      {note ? <p className="uh-hint">{note}</p> : null}
    </div>
  );
}
