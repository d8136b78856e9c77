import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useGenerateReport } from '../api';
import { UNIT_HISTORY_MAX_UNITS, type UnitHistorySelection } from '../app-links';
import { AccountChooser } from './account-chooser';
import { EarlierReports } from './earlier-reports';
import { HistoryTable } from './history-table';
import { UnitChooser } from './unit-chooser';

/**
 * The unit history screen: accounts, then units, then the paged history with its files; or a
 * report generated in the background (every unit of the accounts when none is chosen) that
 * lands in the earlier reports.
 */
export function UnitHistory() {
  const { t } = useLingui();
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [unitIds, setUnitIds] = useState<number[]>([]);
  const [selection, setSelection] = useState<UnitHistorySelection | null>(null);
  const [reportName, setReportName] = useState('');
  const [queuedId, setQueuedId] = useState<number | null>(null);
  const generate = useGenerateReport();
  const canShow = accountIds.length > 0 && unitIds.length > 0 && unitIds.length <= UNIT_HISTORY_MAX_UNITS;

  const chooseAccounts = (ids: number[]) => {
    setAccountIds(ids);
    setUnitIds([]);
  };

  return (
    <>
      <div className="uh-filters">
        <AccountChooser selected={accountIds} onChange={chooseAccounts} />
        <UnitChooser key={accountIds.join(',')} accountIds={accountIds} selected={unitIds} onChange={setUnitIds} />
        <div className="uh-submit">
          <Button variant="primary" isDisabled={!canShow} onPress={() => setSelection({ account_ids: accountIds, unit_ids: unitIds })}>
            <Trans>Show history</Trans>
          </Button>
          <label className="uh-field">
            <span>
              <Trans>Report name</Trans>
            </span>
            <input className="field-input" value={reportName} maxLength={120} onChange={(event) => setReportName(event.target.value)} />
          </label>
          <Button
            variant="secondary"
            isDisabled={accountIds.length === 0 || reportName.trim() === '' || generate.isPending}
            onPress={() =>
              generate.mutate(
                { account_ids: accountIds, unit_ids: unitIds.length ? unitIds : null, report_name: reportName.trim() },
                { onSuccess: (answer) => setQueuedId(answer.id) },
              )
            }
          >
            <Trans>Generate report</Trans>
          </Button>
          <span className="uh-hint" role="status">
            {generate.isError
              ? t`The report could not be queued. Please try again.`
              : queuedId !== null
                ? t`Your report is being made in the background; it appears in the earlier reports below.`
                : unitIds.length === 0
                  ? t`Without chosen units, a generated report covers every unit of the chosen accounts.`
                  : null}
          </span>
        </div>
      </div>
      {selection ? <HistoryTable selection={selection} /> : null}
      <EarlierReports highlightId={queuedId} />
    </>
  );
}
