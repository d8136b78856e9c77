import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { DownloadButton } from '../../../components/file-download';
import { openPlateImage, useCheckpointDetail } from '../api';
import { formatDateTime } from '../app-links';
import { AxleDiagram } from './axle-diagram';

/** One crossing: its tiles, the axle diagram and the detail exports. */
export function DetailView({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const detail = useCheckpointDetail(id);
  const [plateError, setPlateError] = useState(false);

  if (detail.isPending) return <div className="panel" role="status"><span className="skeleton-bar" /><span className="visually-hidden">{t`Loading…`}</span></div>;
  if (detail.isError) return <div className="panel" role="alert">{t`This crossing could not be loaded.`}</div>;
  // The answer's own title is English; the heading is the catalogue's, in the reader's language.
  const { tiles, tires } = detail.data;
  const unit = tiles.unit;

  const openPlate = () => {
    setPlateError(false);
    openPlateImage(tiles.license_plate_url).catch(() => setPlateError(true));
  };

  return (
    <div className="checkpoint-detail">
      <div className="checkpoint-report-head">
        <h2 className="panel-title">{t`Checkpoint detail: ${unit}`}</h2>
        <div className="checkpoint-actions">
          <DownloadButton path="checkpoint/download_pdf_file_checkpoint_detail" body={{ id }} fallbackName={`checkpoint ${tiles.unit}.pdf`}>
            <Trans>PDF</Trans>
          </DownloadButton>
          <DownloadButton path="checkpoint/download_excel_file_checkpoint_details" body={{ ids: [id] }} fallbackName={`checkpoint ${tiles.unit}.xlsx`}>
            <Trans>Excel of details</Trans>
          </DownloadButton>
        </div>
      </div>
      <dl className="checkpoint-tiles checkpoint-detail-tiles">
        <Tile label={t`Unit`}>{tiles.unit}</Tile>
        <Tile label={t`Date and time (UTC)`}>{formatDateTime(tiles.crossed_at, i18n.locale, 'UTC')}</Tile>
        <Tile label={t`Location`}>{tiles.location}</Tile>
        <Tile label={t`License number`}>
          {tiles.license_number ?? '—'}{' '}
          <button type="button" className="link-button" onClick={openPlate}>
            <Trans>Plate image</Trans>
          </button>
          {plateError ? <span role="alert" className="text-critical"> {t`The image could not be opened.`}</span> : null}
        </Tile>
        <Tile label={t`Crossing direction`}>
          <span className="crossing-direction" data-direction={tiles.crossingdirection}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={tiles.crossingdirection === 'in' ? 'M4 12h14M12 6l6 6-6 6' : 'M20 12H6M12 6l-6 6 6 6'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {tiles.crossingdirection === 'in' ? t`In` : t`Out`}
          </span>
        </Tile>
        <Tile label={t`Reader`}>{tiles.is_bidirectional ? t`Bidirectional` : t`One way`}</Tile>
        <Tile label={t`Wheel positions read`}>{t`${tiles.records_read} of ${tiles.records_total}`}</Tile>
      </dl>
      <section className="panel" aria-labelledby="axles-title">
        <h3 id="axles-title" className="panel-title">
          <Trans>Axles and wheels</Trans>
        </h3>
        <p className="checkpoint-legend">
          <Trans>Levels: ✓ OK (green), ▲ Warning (amber), ✕ Critical (red), ? Not read (grey).</Trans>
        </p>
        {tires.length ? <AxleDiagram axles={tires} formats={detail.data} /> : <p>{t`No wheels were read on this crossing.`}</p>}
      </section>
    </div>
  );
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="checkpoint-tile">
      <dt className="checkpoint-tile-label">{label}</dt>
      <dd className="checkpoint-tile-text">{children}</dd>
    </div>
  );
}
