import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionAtom, store } from '../../../../lib/store';
import { dayAsDate, formatDay, surveyDay } from '../shared/dates';
import { SyncNote } from '../shared/sync-note';
import type { SurveyContext } from '../shared/use-survey-data';

/** A survey date in the user's language, whichever form it was stored in. */
export function useSurveyDate(value: unknown): string {
  const { i18n } = useLingui();
  const day = surveyDay(value);
  return day ? formatDay(dayAsDate(day), i18n.locale, 'medium') : typeof value === 'string' ? value : '';
}

/** Location, date, who surveyed and the status: the facts of the survey above its units. */
export function SurveyHeader({ context }: { context: SurveyContext }) {
  const { t } = useLingui();
  const { user } = useAtomValue(sessionAtom, { store });
  const { survey } = context;
  const date = useSurveyDate(survey.data.survey_date);
  // A survey made on this tablet has no server name yet: it is the signed-in technician's.
  const surveyedBy = typeof survey.data.survey_by === 'string' ? survey.data.survey_by : user ? `${user.user_name} ${user.user_last_name}` : '';
  const dealer = typeof survey.data.dealer_name === 'string' ? survey.data.dealer_name : null;
  return (
    <dl className="fsi-survey-facts">
      <div>
        <dt>{t`Location`}</dt>
        <dd>{context.locationName ?? t`Location ${survey.locationId}`}</dd>
      </div>
      <div>
        <dt>{t`Date`}</dt>
        <dd>{date}</dd>
      </div>
      <div>
        <dt>{t`Surveyed by`}</dt>
        <dd>
          {surveyedBy}
          {dealer ? ` · ${dealer}` : ''}
        </dd>
      </div>
      <div>
        <dt>{t`Status`}</dt>
        <dd>
          <span className="fsi-status-pill" data-status={survey.status}>
            {survey.status === 'finished' ? t`Finished` : t({ message: 'Open', context: 'survey status' })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t`On the server`}</dt>
        <dd>
          <SyncNote state={survey.syncState} />
        </dd>
      </div>
    </dl>
  );
}
