import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

export interface CheckOption {
  value: number | string;
  text: string;
}

/** Checkboxes for a list of options; a search box narrows a long list (only the first 100 matches show). */
export function CheckList<V extends number | string>({ label, options, selected, onChange, searchable }: {
  label: string;
  options: readonly CheckOption[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  searchable?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim().toLowerCase();
  const shown = (needle ? options.filter((o) => o.text.toLowerCase().includes(needle)) : options).slice(0, 100);
  const chosen = new Set<number | string>(selected);
  const toggle = (value: V) => onChange(chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="io-checklist">
      <legend>{label}</legend>
      {searchable ? (
        <label className="io-field">
          <span>{t`Search`}</span>
          <input className="field-input" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </label>
      ) : null}
      {options.length === 0 ? <p className="io-muted">{t`Nothing to choose from`}</p> : null}
      <ul className="io-checks">
        {shown.map((option) => (
          <li key={option.value}>
            <label htmlFor={`${id}-${option.value}`}>
              <input id={`${id}-${option.value}`} type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option.value as V)} />
              {option.text}
            </label>
          </li>
        ))}
      </ul>
      {selected.length > 0 ? (
        <button type="button" className="link-button" onClick={() => onChange([])}>
          {t`Clear ${selected.length} chosen`}
        </button>
      ) : null}
    </fieldset>
  );
}
