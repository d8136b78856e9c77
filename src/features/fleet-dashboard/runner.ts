/**
 * Runs report panels: one get_reports per tab scope, each panel loading → loaded or failed. A
 * newer run of a panel aborts the older request (AbortController through ky), so a late answer
 * can never overwrite newer figures.
 */
import { fetchReports } from './api';
import type { TabKey } from './labels';
import { reportsRequest, type WizardSaved } from './request';
import { errorMessage, store, type DashboardTab, type ReportType } from './app-links';
import { dashboardAtom, updatePanel, type PanelState } from './state';

const inFlight = new Map<string, AbortController>();
const keyOf = (tab: TabKey, type: ReportType) => `${tab}:${type}`;

/** Aborts every pending request (base parameters changed, page left). */
export function cancelAll(): void {
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
}

export async function runPanels(tab: TabKey, types: readonly ReportType[], values: WizardSaved): Promise<void> {
  const panels = (store.get(dashboardAtom).tabs[tab]?.panels ?? []).filter((panel) => types.includes(panel.type));
  if (panels.length === 0) return;
  const byScope = new Map<DashboardTab, PanelState[]>();
  for (const panel of panels) byScope.set(panel.tab, [...(byScope.get(panel.tab) ?? []), panel]);

  const controller = new AbortController();
  for (const panel of panels) {
    inFlight.get(keyOf(tab, panel.type))?.abort();
    inFlight.set(keyOf(tab, panel.type), controller);
    store.set(dashboardAtom, (state) => updatePanel(state, tab, panel.type, { status: 'loading', error: undefined }));
  }

  await Promise.all(
    [...byScope].map(async ([scope, group]) => {
      const body = reportsRequest(`${tab}:${Date.now()}`, scope, values, group.map((panel) => ({ type: panel.type, settings: panel.settings })));
      try {
        const answer = await fetchReports(body, controller.signal);
        const { reports, tab_id: _id, tab_type: _type, ...meta } = answer;
        store.set(dashboardAtom, (state) => {
          let next = state;
          for (const result of reports) next = updatePanel(next, tab, result.report_type, { status: 'loaded', result });
          const tabState = next.tabs[tab];
          return tabState ? { ...next, tabs: { ...next.tabs, [tab]: { ...tabState, meta } } } : next;
        });
      } catch (failure) {
        if (controller.signal.aborted) return;
        const message = await errorMessage(failure);
        store.set(dashboardAtom, (state) => group.reduce((next, panel) => updatePanel(next, tab, panel.type, { status: 'failed', error: message }), state));
      }
    }),
  );
  for (const panel of panels) if (inFlight.get(keyOf(tab, panel.type)) === controller) inFlight.delete(keyOf(tab, panel.type));
}
