/**
 * What happens when the wizard is applied or a saved dashboard restored: loaded figures are
 * dropped (they were made with other choices), drills into months of another range are undone
 * when the base parameters changed (spec 2 §4), and the open tab runs in RUN mode.
 */
import { baseParametersChanged } from '../../components/wizard/base-parameters';
import type { TabKey } from './labels';
import { fetchTemplate } from './api';
import { baseParametersOf, settingsOfParameters, type WizardSaved } from './request';
import { cancelAll, runPanels } from './runner';
import { store, type BasketEntry, type DashboardTab } from './app-links';
import { dashboardAtom, forgetResults, isReportTab, newPanel, newTab, wizardAtom, type DashboardState, type TabState } from './state';
import { restoreDashboard, type SavedDashboard } from './template-state';

const asBase = (state: { account: unknown; date: unknown; regions: unknown[] }) => ({ account: state.account, date: state.date, regions: state.regions });

export function applyWizard(values: WizardSaved): void {
  const base = baseParametersOf(values.account, values.date);
  cancelAll();
  store.set(dashboardAtom, (state) => {
    const changed = baseParametersChanged(
      state.base ? asBase({ account: state.base.account, date: [state.base.date_type, state.base.date_from, state.base.date_to], regions: state.base.regions }) : null,
      asBase({ account: base.account, date: [base.date_type, base.date_from, base.date_to], regions: base.regions }),
    );
    let next: DashboardState = forgetResults(state);
    if (changed) {
      const tabs = Object.fromEntries(
        Object.entries(next.tabs).map(([key, tab]) => [key, { ...tab, panels: tab.panels.map((panel) => ({ ...panel, settings: { ...panel.settings, part: null } })) }]),
      );
      next = { ...next, tabs, templateId: null };
    }
    return { ...next, base };
  });
  openTab(store.get(dashboardAtom).activeTab, values, 'run');
}

/** Makes the tab's panels when first opened and runs what never loaded, in RUN mode. */
export function openTab(tab: TabKey, values: WizardSaved | null, mode?: TabState['mode'], reportTab?: () => TabState): void {
  store.set(dashboardAtom, (state) => {
    // The combined tab is rebuilt from the baskets each time it opens (spec 2 §4 "on tab load").
    const existing = (!isReportTab(tab) && reportTab ? reportTab() : state.tabs[tab]) ?? (isReportTab(tab) ? newTab(tab) : { mode: 'run' as const, panels: [] });
    return { ...state, activeTab: tab, tabs: { ...state.tabs, [tab]: mode ? { ...existing, mode } : existing } };
  });
  const current = store.get(dashboardAtom).tabs[tab];
  if (!values || !current || current.mode !== 'run') return;
  const pending = current.panels.filter((panel) => panel.status === 'never').map((panel) => panel.type);
  if (pending.length) void runPanels(tab, pending, values);
}

/** Restores a template: the wizard reopens only steps without saved data; a whole one runs the saved tab. */
export async function restoreTemplate(id: number): Promise<void> {
  const template = await fetchTemplate(id);
  const saved = template.state as unknown as SavedDashboard;
  cancelAll();
  const dashboard = restoreDashboard(saved, id);
  store.set(wizardAtom, { type: 'restore', saved: saved.wizard ?? {} });
  const { account, date, filters } = store.get(wizardAtom).saved;
  const values = account && date && filters ? { account, date, filters } : null;
  store.set(dashboardAtom, { ...dashboard, base: values ? baseParametersOf(values.account, values.date) : null });
  openTab(dashboard.activeTab, values);
}

/** The combined tab: every report of the four tabs' baskets, with the settings it was added with. */
export function combinedTab(entries: { tab_type: string; entries: BasketEntry[] }[]): TabState {
  const panels = entries
    .filter((basket) => isReportTab(basket.tab_type as TabKey))
    .flatMap((basket) => basket.entries.map((entry) => newPanel(entry.report_type, basket.tab_type as DashboardTab, settingsOfParameters(entry.settings))));
  return { mode: 'run', panels };
}
