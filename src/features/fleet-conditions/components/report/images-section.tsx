import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useReportImage } from '../../api';
import { formatDateTime } from '../../dates';
import { LEVEL_LABELS, PLACE_LABELS, POSITION_CLASS_LABELS, SIDE_LABELS, type PositionClass } from '../../labels';
import type { FleetConditionReport } from '../../app-links';
import { ReportSection } from './report-section';

type ImageRow = FleetConditionReport['images_data']['images'][number];

/** An object URL for a blob, revoked when the blob changes or the image leaves the page. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function ReportImage({ image }: { image: ImageRow }) {
  const { t, i18n } = useLingui();
  const blob = useReportImage(image.storage_id);
  const url = useObjectUrl(blob.data);
  const label = (map: Record<string, MessageDescriptor>, key: string) => (map[key] ? i18n._(map[key]) : key);
  const axleNumber = image.axle_number;
  const where = `${label(SIDE_LABELS, image.side)}, ${label(PLACE_LABELS, image.place)}`;
  const position = i18n._(POSITION_CLASS_LABELS[image.position_class as PositionClass]);
  const pressure = label(LEVEL_LABELS, image.pressure_level);
  const tread = label(LEVEL_LABELS, image.tread_level);
  const unitNumber = image.unit_number;
  const alt = t`Tire of unit ${unitNumber}, axle ${axleNumber}, ${where}`;
  return (
    <li className="fc-image">
      <figure>
        <div className="fc-image-frame">
          {url ? (
            <img src={url} alt={alt} loading="lazy" />
          ) : (
            <span className="fc-image-missing" role={blob.isError ? 'img' : undefined} aria-label={blob.isError ? t`Image not available` : undefined}>
              {blob.isError ? t`Image not available` : <span className="skeleton-bar" />}
            </span>
          )}
        </div>
        <figcaption>
          <strong>{image.unit_number}</strong> · <Trans>Axle {axleNumber}</Trans>, {where} ({position})
          <br />
          <Trans>Pressure: {pressure}</Trans> · <Trans>Tread: {tread}</Trans>
          <br />
          <span className="fc-hint">{formatDateTime(image.created_at, i18n.locale)}</span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Photos of the tires at an exception, as the surveys recorded them. */
export function ImagesSection({ report }: { report: FleetConditionReport }) {
  const { t } = useLingui();
  const { images, is_limited } = report.images_data;
  return (
    <ReportSection id="fc-images" title={t`Images`} lead={is_limited ? t`More photos qualified than a report carries; these are the first ones.` : undefined}>
      {images.length === 0 ? (
        <p className="fc-hint">{t`No photos of tires with exceptions in this report.`}</p>
      ) : (
        <ul className="fc-images">
          {images.map((image) => (
            <ReportImage key={image.image_id} image={image} />
          ))}
        </ul>
      )}
    </ReportSection>
  );
}
