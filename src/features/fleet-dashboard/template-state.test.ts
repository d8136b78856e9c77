import { describe, expect, it } from 'vitest';
import { restoreDashboard, saveDashboard } from './template-state';
import { DEFAULT_EXPORT_TITLES, newTab, type DashboardState } from './state';
import { DEFAULT_FILTERS, accountValue } from './wizard-values';

describe('saved dashboards', () => {
  it('keep the wizard, the tabs, their panels settings and display, and drop figures', () => {
    const service = newTab('service');
    service.panels[1] = { ...service.panels[1]!, settings: { comparePrevious: true, nationalAverage: true, part: { year: 2026, month: 3 } }, display: 'graph', status: 'loaded' };
    const dashboard: DashboardState = { activeTab: 'service', tabs: { service, purchases: newTab('purchases', 'edit') }, base: null, templateId: null, exportTitles: { customerName: 'Northline', title: 'Q1 review', subtitle: '', isDefault: false } };
    const wizard = { account: accountValue({ id: 7, fleet_key: 'us_national_account' }, 'Northline'), date: { type: 'year_to_date' as const }, filters: DEFAULT_FILTERS };
    const saved = JSON.parse(JSON.stringify(saveDashboard(dashboard, wizard))) as ReturnType<typeof saveDashboard>;
    expect(saved.wizard).toEqual(wizard);
    const restored = restoreDashboard(saved, 12);
    expect(restored.templateId).toBe(12);
    expect(restored.exportTitles).toEqual({ customerName: 'Northline', title: 'Q1 review', subtitle: '', isDefault: false });
    expect(restored.tabs.purchases?.mode).toBe('edit');
    const panel = restored.tabs.service!.panels[1]!;
    expect(panel).toMatchObject({ type: 'calls_by_month', display: 'graph', status: 'never', settings: { comparePrevious: true, part: { year: 2026, month: 3 } } });
    expect(panel.result).toBeUndefined();
  });

  it('ignores report types it does not know', () => {
    const restored = restoreDashboard({ wizard: {}, activeTab: 'service', tabs: { service: { mode: 'run', panels: [{ type: 'made_up' as never, tab: 'service', settings: { comparePrevious: false, nationalAverage: false, part: null }, display: 'both' }] } } }, 1);
    expect(restored.tabs.service?.panels).toEqual([]);
    // A dashboard saved before the titles editor exports with the default titles.
    expect(restored.exportTitles).toEqual(DEFAULT_EXPORT_TITLES);
  });
});
