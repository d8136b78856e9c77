import type { Option } from '../shared/form-fields';

type RawOption = { text: string; value: string | number };

/** Select options from get_unit_selects; a stored value missing from the list stays choosable. */
export function optionsOf(raw: RawOption[] | undefined, current: string | number | null): Option[] {
  const options = (raw ?? []).map((o) => ({ value: String(o.value), label: o.text }));
  if (current !== null && current !== '' && !options.some((o) => o.value === String(current))) options.unshift({ value: String(current), label: String(current) });
  return options;
}
