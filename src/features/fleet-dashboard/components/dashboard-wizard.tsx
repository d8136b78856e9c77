import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { Wizard } from '../../../components/wizard/wizard';
import { wizardReducer } from '../../../components/wizard/wizard-machine';
import { applyWizard } from '../apply';
import { DATE_TYPE_LABELS, FLEET_KEY_LABELS, TAB_LABELS } from '../labels';
import { dashboardAtom, isReportTab, wizardAtom, type DashboardWizardAction } from '../state';
import { formatDay, type DashboardTab } from '../app-links';
import { DEFAULT_FILTERS, type AccountValue, type DateValue, type FilterValue } from '../wizard-values';
import { AccountStep } from './account-step';
import { DateStep } from './date-step';
import { FiltersStep } from './filters-step';

/** The dashboard's three steps (spec 2 §4); applying the filters runs the open tab. */
export function DashboardWizard() {
  const { t, i18n } = useLingui();
  const [state, dispatchState] = useAtom(wizardAtom);
  const [{ activeTab }, setDashboard] = useAtom(dashboardAtom);
  const filterTab: DashboardTab = isReportTab(activeTab) ? activeTab : 'service';

  const dispatch = (action: DashboardWizardAction) => {
    const next = wizardReducer(state, action);
    dispatchState(action);
    const { account, date, filters } = next.saved;
    if (action.type === 'close-step' && action.step === 3 && account && date && filters) applyWizard({ account, date, filters });
  };
  const editDate = useCallback((date: DateValue | undefined) => dispatchState({ type: 'edit-date', date }), [dispatchState]);

  const accountSummary = (value: AccountValue | undefined) => {
    if (!value) return null;
    const where = value.locations.isAll ? (value.regions.length ? t`${value.regions.length} regions or groups` : t`all locations`) : t`${value.locations.ids.length} locations`;
    const dealers = value.nonsigs.isAll ? t`all nonsigs` : t`${value.nonsigs.ids.length} nonsigs`;
    return `${i18n._(FLEET_KEY_LABELS[value.account.fleet_key])} · ${value.accountName} · ${where} · ${dealers}`;
  };
  const dateSummary = (value: DateValue | undefined) => (!value ? null : value.type === 'custom' ? `${formatDay(value.from, i18n.locale)} – ${formatDay(value.to, i18n.locale)}` : i18n._(DATE_TYPE_LABELS[value.type]));
  const filterSummary = (value: FilterValue | undefined) => {
    if (!value) return null;
    const changed = (Object.keys(value) as DashboardTab[]).filter((tab) => JSON.stringify(value[tab]) !== JSON.stringify(DEFAULT_FILTERS[tab]));
    return changed.length ? t`Narrowed on: ${changed.map((tab) => i18n._(TAB_LABELS[tab])).join(', ')}` : t`Every service type, location, position and status`;
  };

  return (
    <Wizard
      state={state}
      dispatch={dispatch}
      headingLevel={2}
      className="fd-wizard"
      steps={{
        1: {
          title: t`Account and locations`,
          summary: accountSummary(state.saved.account),
          content: <AccountStep value={state.draft.account} onChange={(account) => dispatchState({ type: 'edit-account', account })} />,
        },
        2: { title: t`Date range`, summary: dateSummary(state.saved.date), content: <DateStep value={state.draft.date} onChange={editDate} /> },
        3: {
          title: t`Filters`,
          summary: filterSummary(state.saved.filters),
          closeLabel: t`Run reports`,
          content: (
            <FiltersStep
              tab={filterTab}
              account={state.saved.account?.account ?? state.draft.account?.account}
              onTab={(tab) => setDashboard((dashboard) => ({ ...dashboard, activeTab: tab }))}
              value={state.draft.filters ?? DEFAULT_FILTERS}
              onChange={(filters) => dispatchState({ type: 'edit-filters', filters })}
            />
          ),
        },
      }}
    />
  );
}

