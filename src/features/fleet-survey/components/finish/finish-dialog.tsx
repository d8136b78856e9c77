import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { finishSurveyLocally, type SurveyRecord } from '../../data';
import { useFieldWrite } from '../../state';
import { FormDialog } from '../shared/form-dialog';
import { useWriteError } from '../shared/write-error';
import { EmailFields, useEmailForm } from './email-fields';
import { UnsentSummary } from './unsent-summary';
import '../shared/inspection.css';
import './finish.css';

/**
 * Finishing works offline: the finish and its e-mail wait in the outbox behind the survey's
 * other changes, so the server finishes a survey only after everything in it has arrived.
 */
export function FinishDialog({ survey, isOpen, onClose }: { survey: SurveyRecord; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const write = useFieldWrite();
  const [sendEmail, setSendEmail] = useState(false);
  const email = useEmailForm();
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const { error, report, clear } = useWriteError();
  const problem = sendEmail ? email.problem : null;

  const finish = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    clear();
    try {
      await write((db) => finishSurveyLocally(db, survey.localId, sendEmail ? { send_email: { to: email.recipients.valid, reports: email.reports } } : {}));
      onClose();
    } catch (failure) {
      report(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog isOpen={isOpen} title={t`Finish survey`} onClose={onClose} wide>
      <div className="fsi-finish-body">
        <UnsentSummary survey={survey} />
        <fieldset className="fsi-form-fieldset">
          <legend>{t`E-mail reports`}</legend>
          <label className="fsi-check-field">
            <input type="checkbox" checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
            <span>{t`E-mail reports when the survey is finished`}</span>
          </label>
          {sendEmail && (
            <>
              <EmailFields form={email} showProblem={touched} onTouched={() => setTouched(true)} />
              <p className="fsi-form-note">{t`Without signal the e-mail goes out when the tablet next sends its changes.`}</p>
            </>
          )}
        </fieldset>
        {touched && problem && (
          <p className="fsi-form-error" role="alert">
            {email.problemText}
          </p>
        )}
        {error && (
          <p className="fsi-form-error" role="alert">
            {error}
          </p>
        )}
        <p className="fsi-form-note">{t`A finished survey can no longer be changed on this device.`}</p>
        <div className="dialog-actions fsi-form-actions">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {t`Cancel`}
          </Button>
          <Button onPress={() => void finish()} isDisabled={busy}>
            {t`Finish survey`}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
