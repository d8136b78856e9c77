import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useTireFilterOptions } from '../api';
import type { DashboardAccountRef, DashboardTab } from '../app-links';
import type { TabFilters, TireFilterKey } from '../wizard-values';

const TITLES: Record<TireFilterKey, MessageDescriptor> = { tireSizes: msg`Tire sizes`, tireBrands: msg`Brands`, tireProductLines: msg`Product lines` };

export interface TireChoicesProps {
  tab: DashboardTab;
  account: DashboardAccountRef | undefined;
  keys: TireFilterKey[];
  filters: TabFilters;
  onChange: (patch: Partial<TabFilters>) => void;
}

/**
 * Step 3's tire size, brand and product-line choices, loaded from the server when the tab's
 * filters are shown (spec 2 §4). None ticked, or every one, sends null: every tire (spec 2 §5).
 */
export function TireChoices({ tab, account, keys, filters, onChange }: TireChoicesProps) {
  const { t, i18n } = useLingui();
  const options = useTireFilterOptions(account, tab, keys.length > 0);
  if (keys.length === 0) return null;
  const listOf = (key: TireFilterKey): { id: number; label: string }[] => {
    const data = options.data;
    if (!data) return [];
    if (key === 'tireSizes') return data.tire_sizes.map((size) => ({ id: size.id, label: size.size }));
    if (key === 'tireBrands') return data.tire_brands.map((brand) => ({ id: brand.id, label: brand.name }));
    return data.tire_product_lines.map((line) => ({ id: line.id, label: `${line.brand_name} ${line.name}` }));
  };
  const toggle = (key: TireFilterKey, id: number, on: boolean, all: number) => {
    const current = filters[key] ?? [];
    const next = on ? [...current, id] : current.filter((item) => item !== id);
    onChange({ [key]: next.length === all ? [] : next });
  };

  return (
    <>
      {keys.map((key) => {
        const list = listOf(key);
        const chosen = filters[key] ?? [];
        return (
          <fieldset key={key} className="fd-fieldset" data-filter={key}>
            <legend>{i18n._(TITLES[key])}</legend>
            {options.isPending ? <span className="skeleton-bar" aria-label={t`Loading…`} /> : null}
            {options.isError ? <p className="fd-muted">{t`The choices could not be loaded: every tire is included.`}</p> : null}
            {options.isSuccess && list.length === 0 ? <p className="fd-muted">{t`None in this account's data.`}</p> : null}
            {list.length > 0 ? <p className="fd-muted">{chosen.length === 0 ? t`All included; tick some to narrow the reports.` : t`${chosen.length} of ${list.length} chosen`}</p> : null}
            <div className="fd-choices fd-choices-scroll">
              {list.map((option) => (
                <label key={option.id} className="fd-choice">
                  <input type="checkbox" checked={chosen.includes(option.id)} onChange={(event) => toggle(key, option.id, event.target.checked, list.length)} />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
