import { useLingui } from '@lingui/react/macro';
import { useCallback, useReducer } from 'react';
import { Wizard } from '../../../components/wizard/wizard';
import { restoreWizard, wizardReducer, type WizardAction, type WizardState } from '../../../components/wizard/wizard-machine';
import { ACCOUNT_KIND_LABELS, DATE_RANGE_LABELS, REPORT_TYPE_LABELS } from '../labels';
import { ACCOUNT_KINDS, isRunnable, type CheckpointSearch } from '../search';
import { formatDay, type HomePageResponse } from '../app-links';
import { DEFAULT_FILTERS, searchFromValues, valuesFromSearch, type AccountValue, type DateValue, type FilterValue } from '../wizard-values';
import { AccountStep } from './account-step';
import { DateStep } from './date-step';
import { FiltersStep } from './filters-step';

type State = WizardState<AccountValue, DateValue, FilterValue>;
type Action = WizardAction<AccountValue, DateValue, FilterValue>;

function initialState(search: CheckpointSearch): State {
  const values = valuesFromSearch(search);
  if (isRunnable(search)) return restoreWizard(values);
  return { open: 1, draft: { filters: DEFAULT_FILTERS }, saved: {} };
}

export interface FilterWizardProps {
  home: HomePageResponse;
  search: CheckpointSearch;
  /** Called when the filters step is applied: the new report request. */
  onRun: (search: CheckpointSearch) => void;
}

/** The checkpoint filter page: the shared three-step wizard; applying step 3 runs the report. */
export function FilterWizard({ home, search, onRun }: FilterWizardProps) {
  const { t, i18n } = useLingui();
  const [state, dispatchState] = useReducer((s: State, a: Action) => wizardReducer(s, a), search, initialState);

  const dispatch = (action: Action) => {
    const next = wizardReducer(state, action);
    dispatchState(action);
    const { account, date, filters } = next.saved;
    if (action.type === 'close-step' && action.step === 3 && next.open === null && account && date && filters) onRun(searchFromValues({ account, date, filters }));
  };

  const editDate = useCallback((date: DateValue | undefined) => dispatchState({ type: 'edit-date', date }), []);

  const accountSummary = (value: AccountValue | undefined) => {
    if (!value) return null;
    const name = home[ACCOUNT_KINDS[value.kind].list].find((a) => Number(a.value) === value.account)?.text ?? `#${value.account}`;
    const where = value.locations === null ? t`all locations` : t`${value.locations.length} locations`;
    return `${i18n._(ACCOUNT_KIND_LABELS[value.kind])} · ${name} · ${where}`;
  };
  const dateSummary = (value: DateValue | undefined) =>
    !value ? null : value.range === 'custom' ? `${formatDay(value.from, i18n.locale)} – ${formatDay(value.to, i18n.locale)}` : i18n._(DATE_RANGE_LABELS[value.range]);
  const filterSummary = (value: FilterValue | undefined) =>
    !value ? null : `${i18n._(REPORT_TYPE_LABELS[value.type])} · ${value.readers.length ? t`${value.readers.length} readers` : t`all readers`}`;

  return (
    <Wizard
      state={state}
      dispatch={dispatch}
      headingLevel={2}
      steps={{
        1: {
          title: t`Account and locations`,
          summary: accountSummary(state.saved.account),
          content: <AccountStep home={home} value={state.draft.account} onChange={(account) => dispatch({ type: 'edit-account', account })} />,
        },
        2: {
          title: t`Date range`,
          summary: dateSummary(state.saved.date),
          content: <DateStep value={state.draft.date} onChange={editDate} />,
        },
        3: {
          title: t`Filters`,
          summary: filterSummary(state.saved.filters),
          closeLabel: t`Run report`,
          content: <FiltersStep home={home} value={state.draft.filters ?? DEFAULT_FILTERS} onChange={(filters) => dispatch({ type: 'edit-filters', filters })} />,
        },
      }}
    />
  );
}
