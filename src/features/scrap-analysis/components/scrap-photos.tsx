import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { reasonName } from '../../../lib/reason-names';
import { useScrapPhoto } from '../api';
import { formatDay, type ScrapImage } from '../app-links';
import { usePositionName } from './position-names';

/** An object URL for a blob, revoked when the blob changes or the photo leaves the page. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function ScrapPhoto({ image }: { image: ScrapImage }) {
  const { t, i18n } = useLingui();
  const blob = useScrapPhoto(image.image);
  const url = useObjectUrl(blob.data);
  const positionName = usePositionName();
  // The server names a photo "brand size · position · reason" in English; the last two are said here.
  const product = image.name.split(' · ')[0] ?? image.name;
  const name = [product, positionName(image.position_class), image.removal_reason === null ? null : reasonName(i18n, image.removal_reason)].filter(Boolean).join(' · ');
  return (
    <li className="scrap-photo">
      <figure>
        <div className="scrap-photo-frame">
          {url ? (
            <img src={url} alt={t`Scrapped tire: ${name}`} loading="lazy" />
          ) : (
            <span className="scrap-photo-missing">{blob.isError ? t`Image not available` : <span className="skeleton-bar" />}</span>
          )}
        </div>
        <figcaption>
          <strong>{name}</strong>
          <br />
          {image.account_name} · {formatDay(image.scrapped_at, i18n.locale)}
        </figcaption>
      </figure>
    </li>
  );
}

/** The newest photos of the report's scrapped tires. */
export function ScrapPhotos({ images, limited }: { images: ScrapImage[]; limited: boolean }) {
  const { t } = useLingui();
  return (
    <section className="scrap-section" aria-labelledby="scrap-photos-title">
      <h3 id="scrap-photos-title" className="scrap-subtitle">{t`Photos of scrapped tires`}</h3>
      {limited ? <p className="scrap-hint">{t`More scrapped tires have photos than a report shows; these are the newest.`}</p> : null}
      {images.length === 0 ? (
        <p className="scrap-hint">{t`No photos of the scrapped tires in this report.`}</p>
      ) : (
        <ul className="scrap-photos">
          {images.map((image) => (
            <ScrapPhoto key={image.image} image={image} />
          ))}
        </ul>
      )}
    </section>
  );
}
