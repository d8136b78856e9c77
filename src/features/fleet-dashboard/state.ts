/**
 * The dashboard's state in the app's jotai store (spec 2 §3 "Dashboard state", §4 "Tabs and
 * reports"): the wizard, the active tab, and per tab its mode and report panels with their
 * settings, display mode, load status and last answer.
 */
import { atom } from 'jotai';
import type { ExportTitles } from '../../../contract/fleet-dashboard/exports';
import { atomWithReducer } from 'jotai/utils';
import { wizardReducer, type WizardAction, type WizardState } from '../../components/wizard/wizard-machine';
import type { TabKey } from './labels';
import { DEFAULT_SETTINGS, type PanelSettings } from './request';
import { DASHBOARD_TABS, REPORT_TYPES_BY_TAB, type BaseParameters, type DashboardTab, type GetReportsResponse, type ReportResult, type ReportType } from './app-links';
import { DEFAULT_FILTERS, type AccountValue, type DateValue, type FilterValue } from './wizard-values';

export type DashboardWizardState = WizardState<AccountValue, DateValue, FilterValue>;
export type DashboardWizardAction = WizardAction<AccountValue, DateValue, FilterValue>;

/** A fresh wizard: step 1 open; the filters start at their defaults, a choice already made. */
export function freshWizard(): DashboardWizardState {
  return { open: 1, draft: { filters: DEFAULT_FILTERS }, saved: {} };
}

export const wizardAtom = atomWithReducer(freshWizard(), (state: DashboardWizardState, action: DashboardWizardAction) =>
  action.type === 'reset' ? freshWizard() : wizardReducer(state, action),
);

export type LoadStatus = 'never' | 'loading' | 'loaded' | 'failed';
/** The spec's load status codes: never loaded 204, not loaded 400, loaded 200, loading 102. */
export const LOAD_STATUS_CODE: Record<LoadStatus, number> = { never: 204, failed: 400, loaded: 200, loading: 102 };
export type DisplayMode = 'both' | 'graph' | 'table';
export const DISPLAY_MODES: readonly DisplayMode[] = ['both', 'graph', 'table'];

export interface PanelState {
  type: ReportType;
  /** The tab whose filters and scope the report runs with (the combined tab mixes them). */
  tab: DashboardTab;
  settings: PanelSettings;
  display: DisplayMode;
  status: LoadStatus;
  result?: ReportResult;
  error?: string;
}

export type AnswerMeta = Omit<GetReportsResponse, 'reports' | 'tab_id' | 'tab_type'>;

export interface TabState {
  mode: 'run' | 'edit';
  panels: PanelState[];
  meta?: AnswerMeta;
}

export interface DashboardState {
  activeTab: TabKey;
  tabs: Partial<Record<TabKey, TabState>>;
  /** The base parameters the loaded reports were made with (spec 2 §4 base-parameters-changed). */
  base: BaseParameters | null;
  /** The template the dashboard was saved as or restored from. */
  templateId: number | null;
  /** The exports' titles (spec 2 §3): the default ones (account name, dates) unless edited. */
  exportTitles: ExportTitles;
}

export const DEFAULT_EXPORT_TITLES: ExportTitles = { customerName: '', title: '', subtitle: '', isDefault: true };
export const initialDashboard: DashboardState = { activeTab: 'service', tabs: {}, base: null, templateId: null, exportTitles: DEFAULT_EXPORT_TITLES };
export const dashboardAtom = atom<DashboardState>(initialDashboard);

export function newPanel(type: ReportType, tab: DashboardTab, settings: PanelSettings = DEFAULT_SETTINGS, display: DisplayMode = 'both'): PanelState {
  return { type, tab, settings, display, status: 'never' };
}

/** A tab's panels: one per report type of the tab, in the spec's order. */
export function newTab(tab: DashboardTab, mode: TabState['mode'] = 'run'): TabState {
  return { mode, panels: REPORT_TYPES_BY_TAB[tab].map((type) => newPanel(type, tab)) };
}

export const isReportTab = (tab: TabKey): tab is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(tab);

export function updatePanel(state: DashboardState, tab: TabKey, type: ReportType, patch: Partial<PanelState>): DashboardState {
  const current = state.tabs[tab];
  if (!current) return state;
  return { ...state, tabs: { ...state.tabs, [tab]: { ...current, panels: current.panels.map((panel) => (panel.type === type ? { ...panel, ...patch } : panel)) } } };
}

/** Loaded figures belong to the old base parameters: every panel goes back to never loaded. */
export function forgetResults(state: DashboardState): DashboardState {
  const tabs = Object.fromEntries(
    Object.entries(state.tabs).map(([key, tab]) => [key, { ...tab, meta: undefined, panels: tab.panels.map((panel) => ({ ...panel, status: 'never' as const, result: undefined, error: undefined })) }]),
  );
  return { ...state, tabs };
}
