import { useLingui } from '@lingui/react/macro';
import { referenceName } from '../../../lib/reference-names';
import { vocationName } from '../../../lib/vocation-names';
import { useAllFilters } from '../api';
import { WHEEL_POSITIONS, type AllFilters, type SearchOption, type WearRateFilters } from '../app-links';
import { positionName } from './position-names';

export interface FilterChoices {
  brand_ids: number[];
  product_line_ids: number[];
  load_range_ids: number[];
  tire_size_ids: number[];
  wheel_positions: (typeof WHEEL_POSITIONS)[number][];
  axle_configuration_ids: number[];
  vocation_ids: number[];
  retread: 'new' | 'retread' | null;
}

export const EMPTY_CHOICES: FilterChoices = {
  brand_ids: [],
  product_line_ids: [],
  load_range_ids: [],
  tire_size_ids: [],
  wheel_positions: [],
  axle_configuration_ids: [],
  vocation_ids: [],
  retread: null,
};

/** The request's filters: an empty list is no filter. */
export function filtersOf(accountIds: number[], choices: FilterChoices): WearRateFilters {
  const list = <T,>(values: T[]) => (values.length > 0 ? values : null);
  return {
    account_ids: accountIds,
    brand_ids: list(choices.brand_ids),
    product_line_ids: list(choices.product_line_ids),
    load_range_ids: list(choices.load_range_ids),
    tire_size_ids: list(choices.tire_size_ids),
    wheel_positions: list(choices.wheel_positions),
    axle_configuration_ids: list(choices.axle_configuration_ids),
    vocation_ids: list(choices.vocation_ids),
    retread: choices.retread,
  };
}

type ListKey = Exclude<keyof FilterChoices, 'retread'>;

/** The product filters of spec 3 §7, each listing what the chosen accounts' tires hold under the others. */
export function WearFilters({ filters, choices, onChange }: { filters: WearRateFilters; choices: FilterChoices; onChange: (next: FilterChoices) => void }) {
  const { t, i18n } = useLingui();
  const lists = useAllFilters(filters).data;
  const named = (options: SearchOption[] | undefined, translate?: (option: SearchOption) => string) =>
    (options ?? []).map((option) => ({ value: String(option.id), label: translate ? translate(option) : option.name }));
  const fields: { key: ListKey; label: string; options: { value: string; label: string }[] }[] = [
    { key: 'brand_ids', label: t`Brand`, options: named(lists?.brands) },
    { key: 'product_line_ids', label: t`Product line`, options: named(lists?.product_lines) },
    { key: 'load_range_ids', label: t`Load range`, options: named(lists?.load_ranges) },
    { key: 'tire_size_ids', label: t`Tire size`, options: named(lists?.tire_sizes) },
    { key: 'wheel_positions', label: t`Wheel position`, options: named(lists?.wheel_positions, (option) => positionName(i18n, String(option.id))) },
    { key: 'axle_configuration_ids', label: t`Axle configuration`, options: named(lists?.axle_configurations, (option) => referenceName(i18n, option.name)) },
    { key: 'vocation_ids', label: t`Vocation`, options: named(lists?.vocations, (option) => vocationName(i18n, option.name)) },
  ];
  const retreads: AllFilters['retreads'] = lists?.retreads ?? [];
  const set = (key: ListKey, values: string[]) =>
    onChange({ ...choices, [key]: key === 'wheel_positions' ? values : values.map(Number) } as FilterChoices);

  return (
    <fieldset className="wear-filters">
      <legend>{t`Products`}</legend>
      {fields.map((field) => (
        <label key={field.key} className="wear-field">
          <span>{field.label}</span>
          <select
            multiple
            size={4}
            className="field-input"
            value={(choices[field.key] as (number | string)[]).map(String)}
            onChange={(event) => set(field.key, [...event.target.selectedOptions].map((option) => option.value))}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="wear-field">
        <span>{t`Retread`}</span>
        <select
          className="field-input"
          value={choices.retread ?? ''}
          onChange={(event) => onChange({ ...choices, retread: (event.target.value || null) as FilterChoices['retread'] })}
        >
          <option value="">{t`New and retread`}</option>
          {retreads.map((option) => (
            <option key={String(option.id)} value={String(option.id)}>
              {option.id === 'retread' ? t`Retread only` : t`New only`}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
