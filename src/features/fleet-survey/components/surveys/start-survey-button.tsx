import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { today } from '../../../../components/inputs/date-rules';
import { toWireDate } from '../../../../components/inputs/wire-date';
import { Button } from '../../../../components/ui/button';
import { createSurveyLocally } from '../../data/survey-repository';
import { useFieldWrite } from '../../state';
import { useWriteError } from '../shared/write-error';

/**
 * "Start survey" in one touch: the survey is created on the device with today's date and the
 * technician's own dealer (the server's default when none is sent), and opens at once. Date,
 * dealer and comments stay editable from the survey list ("Edit details").
 */
export function StartSurveyButton({ locationId }: { locationId: number }) {
  const navigate = useNavigate();
  const write = useFieldWrite();
  const [starting, setStarting] = useState(false);
  const { error, report, clear } = useWriteError();

  const start = async () => {
    // A second tap while the first is being saved must not start a second survey.
    if (starting) return;
    setStarting(true);
    clear();
    try {
      const survey = await write((db) => createSurveyLocally(db, { locationId, data: { survey_date: toWireDate(today()), comments: null } }));
      await navigate({ to: '/fleet-survey/$surveyId/overview', params: { surveyId: survey.localId } });
    } catch (failure) {
      report(failure);
      setStarting(false);
    }
  };

  return (
    <>
      <Button data-action="start-survey" onPress={() => void start()} isDisabled={starting}>
        <Trans>Start survey</Trans>
      </Button>
      {error && (
        <p className="fs-form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
