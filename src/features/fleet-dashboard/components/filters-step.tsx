import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  RETREADING_TYPE_LABELS,
  SERVICE_TYPE_LABELS,
  TAB_LABELS,
  TIRE_STATUS_LABELS,
  UNIT_LOCATION_LABELS,
  WHEEL_POSITION_LABELS,
} from '../labels';
import { DASHBOARD_TABS, type DashboardAccountRef, type DashboardTab } from '../app-links';
import { DEFAULT_TAB_FILTERS, TAB_FILTER_GROUPS, TIRE_FILTER_KEYS, type FilterValue, type TabFilters, type TireFilterKey } from '../wizard-values';
import { TireChoices } from './tire-choices';

type ListKey = Exclude<keyof TabFilters, 'byRetreader' | TireFilterKey>;
const isTireKey = (key: keyof TabFilters): key is TireFilterKey => (TIRE_FILTER_KEYS as readonly string[]).includes(key);
const GROUPS: Record<ListKey, { title: MessageDescriptor; options: Record<string, MessageDescriptor> }> = {
  serviceTypes: { title: msg`Service types`, options: SERVICE_TYPE_LABELS },
  unitLocations: { title: msg`Unit locations`, options: UNIT_LOCATION_LABELS },
  wheelPositions: { title: msg`Wheel positions`, options: WHEEL_POSITION_LABELS },
  status: { title: msg`Tire status`, options: TIRE_STATUS_LABELS },
  retreadingTypes: { title: msg`Retreaders`, options: RETREADING_TYPE_LABELS },
};

export interface FiltersStepProps {
  tab: DashboardTab;
  /** The account of step 1, whose tire sizes, brands and product lines step 3 offers. */
  account: DashboardAccountRef | undefined;
  onTab: (tab: DashboardTab) => void;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

/** Step 3: the filters of each tab; a list left empty goes back to all its values. */
export function FiltersStep({ tab, account, onTab, value, onChange }: FiltersStepProps) {
  const { t, i18n } = useLingui();
  const filters = value[tab];
  const set = (patch: Partial<TabFilters>) => onChange({ ...value, [tab]: { ...filters, ...patch } });
  const toggle = (key: ListKey, option: string, on: boolean) => {
    const next = on ? [...filters[key], option] : filters[key].filter((item) => item !== option);
    set({ [key]: next.length ? next : DEFAULT_TAB_FILTERS[key] });
  };

  return (
    <div className="fd-step">
      <div role="tablist" className="fd-inner-tabs" aria-label={t`Filters of a tab`}>
        {DASHBOARD_TABS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className="fd-inner-tab" onClick={() => onTab(key)}>
            {i18n._(TAB_LABELS[key])}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="fd-filter-groups">
        {TAB_FILTER_GROUPS[tab].map((key) =>
          isTireKey(key) ? null : key === 'byRetreader' ? (
            <label key={key} className="fd-check">
              <input type="checkbox" checked={filters.byRetreader} onChange={(event) => set({ byRetreader: event.target.checked })} />
              <Trans>Nonsigs are retreaders</Trans>
            </label>
          ) : (
            <fieldset key={key} className="fd-fieldset">
              <legend>{i18n._(GROUPS[key].title)}</legend>
              <div className="fd-choices">
                {Object.entries(GROUPS[key].options).map(([option, label]) => (
                  <label key={option} className="fd-choice">
                    <input type="checkbox" checked={filters[key].includes(option)} onChange={(event) => toggle(key, option, event.target.checked)} />
                    {i18n._(label)}
                  </label>
                ))}
              </div>
            </fieldset>
          ),
        )}
        <TireChoices tab={tab} account={account} keys={TAB_FILTER_GROUPS[tab].filter(isTireKey)} filters={filters} onChange={set} />
      </div>
    </div>
  );
}
