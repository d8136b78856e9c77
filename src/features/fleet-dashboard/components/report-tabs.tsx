import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { useBaskets } from '../api';
import { combinedTab, openTab } from '../apply';
import { TAB_LABELS, type TabKey } from '../labels';
import type { WizardSaved } from '../request';
import { runPanels } from '../runner';
import { DASHBOARD_TABS, formatDay, type BasketEntry } from '../app-links';
import { dashboardAtom, isReportTab } from '../state';
import { BasketList } from './basket-list';
import { CombinedExport } from './combined-export';
import { ExternalLinks } from './external-links';
import { ReportPanel } from './report-panel';
import { SaveTemplate } from './save-template';

const TABS: TabKey[] = [...DASHBOARD_TABS, 'report'];

/** The four report tabs and the combined tab: mode, run, panels and the basket of each. */
export function ReportTabs({ values }: { values: WizardSaved }) {
  const { t, i18n } = useLingui();
  const [dashboard, setDashboard] = useAtom(dashboardAtom);
  const baskets = useBaskets();
  const active = dashboard.activeTab;
  const tab = dashboard.tabs[active];
  const basketOf = (key: TabKey): BasketEntry[] => baskets.data?.baskets.find((basket) => basket.tab_type === key)?.entries ?? [];
  const inBasket = new Set(TABS.flatMap((key) => basketOf(key).map((entry) => entry.report_type)));
  const allBaskets = useMemo(() => baskets.data?.baskets ?? [], [baskets.data]);

  const select = (key: TabKey) => openTab(key, values, undefined, () => combinedTab(allBaskets));
  // The open tab is made (and run in RUN mode) when the wizard first completes or the tab changes.
  useEffect(() => {
    if (!tab) openTab(active, values, undefined, () => combinedTab(allBaskets));
  }, [tab, active, values, allBaskets]);

  return (
    <div className="fd-tabs">
      <div role="tablist" className="fd-tablist" aria-label={t`Report tabs`}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`fd-tab-${key}`}
            aria-selected={active === key}
            aria-controls="fd-tabpanel"
            className="fd-tab"
            onClick={() => select(key)}
          >
            {i18n._(TAB_LABELS[key])}
            {isReportTab(key) && basketOf(key).length ? <span className="fd-count">{basketOf(key).length}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="fd-tabpanel" aria-labelledby={`fd-tab-${active}`} className="fd-tabpanel" data-tab={active}>
        {tab ? (
          <>
            <div className="fd-toolbar">
              <fieldset className="fd-mode">
                <legend className="visually-hidden">{t`Mode`}</legend>
                {(['run', 'edit'] as const).map((mode) => (
                  <label key={mode} className="fd-choice">
                    <input
                      type="radio"
                      name="fd-mode"
                      checked={tab.mode === mode}
                      onChange={() => {
                        setDashboard((state) => ({ ...state, tabs: { ...state.tabs, [active]: { ...tab, mode } } }));
                        if (mode === 'run') openTab(active, values);
                      }}
                    />
                    {mode === 'run' ? t`Run mode` : t`Edit mode`}
                  </label>
                ))}
              </fieldset>
              <Button onPress={() => void runPanels(active, tab.panels.map((panel) => panel.type), values)} isDisabled={tab.panels.length === 0}>
                <Trans>Run tab</Trans>
              </Button>
              {tab.meta ? (
                <span className="fd-muted fd-range">
                  {t`${formatDay(tab.meta.date_from, i18n.locale)} – ${formatDay(tab.meta.date_to, i18n.locale)}; previous year ${formatDay(tab.meta.previous_date_from, i18n.locale)} – ${formatDay(tab.meta.previous_date_to, i18n.locale)}; national average over ${tab.meta.national_average_accounts} accounts`}
                </span>
              ) : null}
              <span className="fd-spacer" />
              <SaveTemplate onSaved={(id) => setDashboard((state) => ({ ...state, templateId: id }))} />
            </div>
            {active === 'service' ? <ExternalLinks storageId={dashboard.templateId} /> : null}
            <div className="fd-tab-body">
              <div className="fd-panels">
                {tab.panels.length === 0 ? <p className="panel fd-muted">{t`The baskets are empty: add reports on the other tabs to see them here together.`}</p> : null}
                {tab.panels.map((panel) => (
                  <ReportPanel key={panel.type} tab={active} panel={panel} mode={tab.mode} values={values} currency={tab.meta?.currency_symbol ?? '$'} inBasket={inBasket.has(panel.type)} />
                ))}
              </div>
              <div className="fd-baskets">
                {active === 'report' ? <CombinedExport values={values} baskets={DASHBOARD_TABS.map((key) => ({ tab: key, entries: basketOf(key) }))} /> : null}
                {(isReportTab(active) ? [active] : DASHBOARD_TABS.filter((key) => basketOf(key).length > 0)).map((key) => (
                  <BasketList key={key} tab={key} entries={basketOf(key)} isLoading={baskets.isPending} values={values} />
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
