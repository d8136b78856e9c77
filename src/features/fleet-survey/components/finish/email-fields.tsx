import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { EmailReport } from '../../data';
import { emailProblem, MAX_EMAIL_RECIPIENTS, parseRecipients } from './email-rules';

export const EMAIL_REPORTS: EmailReport[] = ['survey', 'removed_tires', 'trailer_readiness'];

/** The e-mail part of a form: recipients, the reports to send, and what is wrong with them. */
export function useEmailForm() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [reports, setReports] = useState<EmailReport[]>(['survey']);
  const recipients = parseRecipients(text);
  const problem = emailProblem(recipients, reports.length);
  const invalidList = recipients.invalid.join(', ');
  const problemText =
    problem === 'invalid'
      ? t`Not an e-mail address: ${invalidList}`
      : problem === 'no-recipients'
        ? t`Add at least one e-mail address.`
        : problem === 'too-many'
          ? t`At most ${MAX_EMAIL_RECIPIENTS} recipients.`
          : problem === 'no-reports'
            ? t`Choose at least one report.`
            : null;
  return { text, setText, reports, setReports, recipients, problem, problemText };
}

export type EmailForm = ReturnType<typeof useEmailForm>;

export function EmailFields({ form, showProblem, onTouched }: { form: EmailForm; showProblem: boolean; onTouched: () => void }) {
  const { t } = useLingui();
  const recipientsId = useId();
  const label: Record<EmailReport, string> = { survey: t`Survey report`, removed_tires: t`Removed tires`, trailer_readiness: t`Trailer readiness` };
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={recipientsId}>
          {t`Recipients (one per line or separated by commas)`}
        </label>
        <div className="field-control">
          <textarea
            id={recipientsId}
            className="field-input fsi-field-textarea"
            rows={3}
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={form.text}
            aria-invalid={showProblem && form.problem !== null && form.problem !== 'no-reports' ? true : undefined}
            onBlur={onTouched}
            onChange={(event) => form.setText(event.target.value)}
          />
        </div>
      </div>
      <div className="fsi-report-choices" role="group" aria-label={t`Reports to send`}>
        {EMAIL_REPORTS.map((r) => (
          <label key={r} className="fsi-check-field">
            <input
              type="checkbox"
              checked={form.reports.includes(r)}
              onChange={(event) => form.setReports((all) => (event.target.checked ? [...all, r] : all.filter((x) => x !== r)))}
            />
            <span>{label[r]}</span>
          </label>
        ))}
      </div>
    </>
  );
}
