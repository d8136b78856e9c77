import { useLingui } from '@lingui/react/macro';
import type { SurveyRecord } from '../../data';
import { useConnection, useSyncStatus } from '../../state';
import { useSurveyUnsent } from '../shared/use-survey-data';

/** What of this survey is still only on the device, so nothing is finished blind. */
export function UnsentSummary({ survey }: { survey: SurveyRecord }) {
  const { t } = useLingui();
  const unsent = useSurveyUnsent(survey);
  const status = useSyncStatus();
  const connection = useConnection();
  if (!unsent) return <p role="status">{t`Checking what is still to send…`}</p>;
  const { readings, photos, removals, units, readiness, attention } = unsent;
  const rows = [
    { count: readings, text: t`${readings} tire reading(s)` },
    { count: photos, text: t`${photos} photo(s)` },
    { count: removals, text: t`${removals} removed tire(s)` },
    { count: units, text: t`${units} unit detail change(s)` },
    { count: readiness, text: t`Trailer readiness` },
  ].filter((row) => row.count > 0);
  const nothing = rows.length === 0 && !unsent.survey;
  return (
    <section className="fsi-unsent-summary" data-clear={nothing ? '' : undefined} aria-label={t`Still to send`}>
      {nothing ? (
        <p>
          <span aria-hidden="true">✓ </span>
          {t`Everything of this survey has reached the server.`}
        </p>
      ) : (
        <>
          <p className="fsi-unsent-title">{t`Still only on this device:`}</p>
          <ul>
            {rows.map((row) => (
              <li key={row.text}>{row.text}</li>
            ))}
            {rows.length === 0 && <li>{t`The survey's own details`}</li>}
          </ul>
          <p className="fsi-form-note">
            {connection === 'online'
              ? t`They are being sent now (${status.unsentChanges} change(s) in the queue).`
              : connection === 'unreachable'
                ? t`The server cannot be reached; they are sent as soon as it answers. Finishing does not lose them.`
                : t`They are sent when the tablet has signal again. Finishing does not lose them.`}
          </p>
        </>
      )}
      {attention > 0 && (
        <p className="fsi-form-error" role="alert">
          {t`${attention} change(s) need your attention in the sync bar before they can be sent.`}
        </p>
      )}
    </section>
  );
}
