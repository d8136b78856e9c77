import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FieldPage } from '../shared/field-page';
import { ImageGallery } from './image-gallery';
import { useTireGallery, useUnitGallery } from './use-gallery';

/** /reports/surveys/$surveyId/unit/$unitId/images: every photo of the unit in the survey. */
export function UnitImagesScreen({ surveyParam, unitParam }: { surveyParam: string; unitParam: string }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Unit photos`} lead={<BackToSurvey surveyParam={surveyParam} />}>
      <UnitGallery surveyParam={surveyParam} unitParam={unitParam} />
    </FieldPage>
  );
}

function UnitGallery({ surveyParam, unitParam }: { surveyParam: string; unitParam: string }) {
  const { t } = useLingui();
  const gallery = useUnitGallery(surveyParam, unitParam);
  const unitNumber = gallery.title;
  return (
    <>
      {unitNumber && <h2 className="panel-title">{t`Unit ${unitNumber}`}</h2>}
      <ImageGallery gallery={gallery} />
    </>
  );
}

/** /reports/surveys/$surveyId/tire/$tireId/images: the photos of one tire. */
export function TireImagesScreen({ surveyParam, tireParam, inspectionHint }: { surveyParam: string; tireParam: string; inspectionHint: number | null }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Tire photos`} lead={<BackToSurvey surveyParam={surveyParam} />}>
      <TireGallery surveyParam={surveyParam} tireParam={tireParam} inspectionHint={inspectionHint} />
    </FieldPage>
  );
}

function TireGallery({ surveyParam, tireParam, inspectionHint }: { surveyParam: string; tireParam: string; inspectionHint: number | null }) {
  const { t } = useLingui();
  const gallery = useTireGallery(surveyParam, tireParam, inspectionHint);
  const position = gallery.title;
  return (
    <>
      {position && <h2 className="panel-title">{t`Position ${position}`}</h2>}
      <ImageGallery gallery={gallery} />
    </>
  );
}

function BackToSurvey({ surveyParam }: { surveyParam: string }) {
  const { t } = useLingui();
  return (
    <Link to="/fleet-survey/$surveyId/overview" params={{ surveyId: surveyParam }}>
      {t`Back to the survey`}
    </Link>
  );
}
