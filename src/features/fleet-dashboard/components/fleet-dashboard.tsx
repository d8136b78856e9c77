import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isWizardComplete } from '../../../components/wizard/wizard-machine';
import { restoreTemplate } from '../apply';
import { cancelAll } from '../runner';
import { errorMessage } from '../app-links';
import { wizardAtom } from '../state';
import { DashboardWizard } from './dashboard-wizard';
import { ReportTabs } from './report-tabs';
import { TemplatesScreen } from './templates-screen';

/** The fleet dashboard (spec 2 §2): the wizard and the report tabs, or the saved templates. */
export function FleetDashboard() {
  const { t } = useLingui();
  const wizard = useAtomValue(wizardAtom);
  const [view, setView] = useState<'dashboard' | 'templates'>('dashboard');
  const [restoring, setRestoring] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { account, date, filters } = wizard.saved;
  const complete = isWizardComplete(wizard) && account && date && filters ? { account, date, filters } : null;

  // Leaving the page drops requests nobody will read.
  useEffect(() => cancelAll, []);

  const restore = async (id: number) => {
    setRestoring(id);
    setFailure(null);
    try {
      await restoreTemplate(id);
      setView('dashboard');
    } catch (error) {
      setFailure(await errorMessage(error));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <div className="fd">
      <div className="fd-views" role="group" aria-label={t`Dashboard or saved templates`}>
        <button type="button" className="fd-view" aria-pressed={view === 'dashboard'} onClick={() => setView('dashboard')}>
          <Trans>Dashboard</Trans>
        </button>
        <button type="button" className="fd-view" aria-pressed={view === 'templates'} onClick={() => setView('templates')}>
          <Trans>Saved templates</Trans>
        </button>
      </div>
      {failure ? (
        <p role="alert" className="fd-panel-error">
          {failure}
        </p>
      ) : null}
      {view === 'templates' ? (
        <TemplatesScreen onRestore={(id) => void restore(id)} restoringId={restoring} />
      ) : (
        <>
          <DashboardWizard />
          {/* The stored values of a completed wizard; a reopened step does not hide the tabs. */}
          {complete ? <ReportTabs values={complete} /> : <p className="fd-muted fd-hint-line">{t`Choose an account, a date range and filters to see the reports.`}</p>}
        </>
      )}
    </div>
  );
}
