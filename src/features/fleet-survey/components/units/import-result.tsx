import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';
import type { ImportUnitsResponse } from '../../api/units';

/** How an import went: units created, and every error of every refused row. */
export function ImportResult({
  answer,
  canStage,
  staged,
  stageError,
  onStage,
}: {
  answer: ImportUnitsResponse;
  canStage: boolean;
  staged: number | null;
  stageError: string | null;
  onStage: () => void;
}) {
  const { t } = useLingui();
  const refusedRows = new Set(answer.errors.map((e) => e.row)).size;
  return (
    <div className="fs-import-result" role="status">
      <p>
        <strong>
          <Plural value={answer.units.length} _0="No units created" one="# unit created" other="# units created" />
        </strong>{' '}
        <Trans>from {answer.rows} rows.</Trans>{' '}
        {refusedRows > 0 && <Plural value={refusedRows} one="# row was refused:" other="# rows were refused:" />}
      </p>
      {answer.errors.length > 0 && (
        <div className="fs-table-wrap">
          <table className="fs-table">
            <caption className="visually-hidden">{t`Import errors`}</caption>
            <thead>
              <tr>
                <th scope="col" className="fs-num">
                  <Trans>Row</Trans>
                </th>
                <th scope="col">
                  <Trans>Field</Trans>
                </th>
                <th scope="col">
                  <Trans>Problem</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.errors.map((e, i) => (
                <tr key={i}>
                  <td className="fs-num">{e.row}</td>
                  <td>{e.field}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refusedRows > 0 && canStage && staged === null && (
        <Button variant="secondary" onPress={onStage}>
          <Trans>Fix the refused rows on this device</Trans>
        </Button>
      )}
      {staged !== null && (
        <p>
          <Plural value={staged} one="# row is waiting to be fixed in the units list." other="# rows are waiting to be fixed in the units list." />
        </p>
      )}
      {stageError && (
        <p className="fs-inline-error" role="alert">
          {stageError}
        </p>
      )}
    </div>
  );
}
