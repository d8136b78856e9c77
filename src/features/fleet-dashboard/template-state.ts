/**
 * A saved dashboard (create_template's state): the wizard's saved steps and, per tab, its mode
 * and panels with their settings and display mode. Figures are never saved; they are run again.
 */
import type { WizardValues } from '../../components/wizard/wizard-machine';
import type { TabKey } from './labels';
import { DEFAULT_SETTINGS, type PanelSettings } from './request';
import { REPORT_TYPES, type ReportType } from './app-links';
import { DEFAULT_EXPORT_TITLES, DISPLAY_MODES, newPanel, type DashboardState, type DisplayMode, type PanelState, type TabState } from './state';
import type { AccountValue, DateValue, FilterValue } from './wizard-values';

type SavedPanel = Pick<PanelState, 'type' | 'tab' | 'settings' | 'display'>;

export interface SavedDashboard {
  wizard: WizardValues<AccountValue, DateValue, FilterValue>;
  activeTab: TabKey;
  tabs: Partial<Record<TabKey, { mode: TabState['mode']; panels: SavedPanel[] }>>;
  exportTitles?: DashboardState['exportTitles'];
}

export function saveDashboard(dashboard: DashboardState, wizard: WizardValues<AccountValue, DateValue, FilterValue>): SavedDashboard {
  const tabs = Object.fromEntries(
    Object.entries(dashboard.tabs).map(([key, tab]) => [key, { mode: tab.mode, panels: tab.panels.map(({ type, tab: scope, settings, display }) => ({ type, tab: scope, settings, display })) }]),
  );
  return { wizard, activeTab: dashboard.activeTab, tabs, exportTitles: dashboard.exportTitles };
}

const isSettings = (value: unknown): value is PanelSettings =>
  typeof value === 'object' && value !== null && typeof (value as PanelSettings).comparePrevious === 'boolean' && typeof (value as PanelSettings).nationalAverage === 'boolean';

/** The dashboard of a template: panels of unknown report types are dropped (spec 2 §5), nothing loaded yet. */
export function restoreDashboard(saved: SavedDashboard, templateId: number): DashboardState {
  const tabs: DashboardState['tabs'] = {};
  for (const [key, tab] of Object.entries(saved.tabs ?? {})) {
    if (!tab) continue;
    const panels = (tab.panels ?? [])
      .filter((panel) => (REPORT_TYPES as readonly string[]).includes(panel.type))
      .map((panel) => newPanel(panel.type as ReportType, panel.tab, isSettings(panel.settings) ? panel.settings : DEFAULT_SETTINGS, DISPLAY_MODES.includes(panel.display) ? (panel.display as DisplayMode) : 'both'));
    tabs[key as TabKey] = { mode: tab.mode === 'edit' ? 'edit' : 'run', panels };
  }
  const titles = saved.exportTitles;
  const exportTitles = titles && typeof titles.isDefault === 'boolean' ? { ...DEFAULT_EXPORT_TITLES, ...titles } : DEFAULT_EXPORT_TITLES;
  return { activeTab: saved.activeTab ?? 'service', tabs, base: null, templateId, exportTitles };
}
