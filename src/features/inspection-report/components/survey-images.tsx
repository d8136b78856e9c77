import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useImagesPage, type ImagesTarget } from '../api';
import { api, sessionAtom, store } from '../app-links';

const idOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : null);

/** The photos of one unit or one tire of a survey (get_images_page), from the survey detail. */
export function SurveyImages({ surveyParam, unitParam, tireParam }: { surveyParam: string; unitParam?: string; tireParam?: string }) {
  const { t } = useLingui();
  const surveyId = idOf(surveyParam);
  const unitId = unitParam === undefined ? null : idOf(unitParam);
  const tireId = tireParam === undefined ? null : idOf(tireParam);
  const target: ImagesTarget | null = unitId !== null ? { unit_id: unitId } : tireId !== null ? { tire_id: tireId } : null;
  const page = useImagesPage(surveyId, target);
  const info = page.data?.page_info;
  return (
    <>
      <p>
        <Link to="/tireoptix/detail/$id" params={{ id: surveyParam }}>{t`Back to the survey`}</Link>
      </p>
      {info ? <h2 className="panel-title">{info.PositionLocation ? t`Unit ${info.UnitNumber}, position ${info.PositionLocation}` : t`Unit ${info.UnitNumber}`}</h2> : null}
      {page.isError || target === null ? <p role="alert" className="io-error">{t`These photos could not be found.`}</p> : null}
      {page.isLoading ? <p role="status">{t`Loading the photos…`}</p> : null}
      {page.data && page.data.images.length === 0 ? <p>{t`No photos were taken.`}</p> : null}
      <ul className="io-photos">
        {page.data?.images.map((image, index) => (
          <li key={image.id}>
            <SurveyPhoto url={image.url} alt={t`Photo ${index + 1} of ${page.data.images.length}`} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The bytes need the bearer token, so they are fetched and shown through an object URL. */
function SurveyPhoto({ url, alt }: { url: string; alt: string }) {
  const token = useAtomValue(sessionAtom, { store }).token;
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    api
      .get(url.replace(/^\/api\/v2\//, ''))
      .blob()
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  if (failed) return <span className="io-error">{alt}</span>;
  return src ? <img className="io-photo" src={src} alt={alt} /> : <span className="spinner" role="status" aria-label={alt} />;
}
