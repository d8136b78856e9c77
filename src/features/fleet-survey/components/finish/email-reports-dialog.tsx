import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useSendEmailReports } from '../../api/inspection';
import { useOnline } from '../../state';
import { FormDialog } from '../shared/form-dialog';
import { EmailFields, useEmailForm } from './email-fields';
import '../shared/inspection.css';
import './finish.css';

/**
 * E-mails the reports of a finished survey again (send_email_reports). Unlike finishing, this
 * is no change of the survey and is not queued: it needs signal, and says so.
 */
export function EmailReportsDialog({ surveyServerId, isOpen, onClose }: { surveyServerId: number; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const email = useEmailForm();
  const send = useSendEmailReports();
  const [touched, setTouched] = useState(false);
  const submit = () => {
    setTouched(true);
    if (email.problem) return;
    send.mutate({ survey_id: surveyServerId, to: email.recipients.valid, reports: email.reports });
  };
  return (
    <FormDialog isOpen={isOpen} title={t`E-mail reports`} onClose={onClose} wide>
      <div className="fsi-finish-body">
        {!online && <p className="fsi-needs-connection">{t`Needs connection: reports are made and sent by the server.`}</p>}
        <EmailFields form={email} showProblem={touched} onTouched={() => setTouched(true)} />
        {touched && email.problem && (
          <p className="fsi-form-error" role="alert">
            {email.problemText}
          </p>
        )}
        {send.isSuccess && (
          <p role="status" className="fsi-email-sent">
            {send.data.isError ? send.data.description : t`The reports are on their way.`}
          </p>
        )}
        {send.isError && (
          <p className="fsi-form-error" role="alert">
            {t`The reports could not be sent. Try again.`}
          </p>
        )}
        <div className="dialog-actions fsi-form-actions">
          <Button variant="secondary" onPress={onClose}>
            {t`Close`}
          </Button>
          <Button onPress={submit} isDisabled={!online || send.isPending}>
            {send.isPending ? t`Sending…` : t`Send reports`}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
