import { QUESTION_LABELS, type AnswerRating, type RatedList, type SubmissionDetails } from '../../../contract/lease-sales';
import type { CellColor, ReportDocument } from '../../exports';
import { exportI18n } from '../../exports/export-i18n';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

export interface SubmissionExport {
  id: number;
  accountName: string | null;
  details: SubmissionDetails & { fleet_type_text: string; lease_term_text: string; fssm_text: string };
  ratings: AnswerRating[];
  score: number;
  maxRate: number;
  createdAt: Date;
}

/** Rated best: ok; rated 1 (poorly suited): critical; between: warning. */
export function ratingColor(rate: number, maxRate: number): CellColor {
  if (rate >= maxRate) return 'ok';
  return rate <= 1 ? 'critical' : 'warning';
}

const FIT_WORDS: Record<CellColor, string> = { ok: /*i18n*/ 'Good fit', warning: /*i18n*/ 'Fair fit', critical: /*i18n*/ 'Poor fit' };

/**
 * A submission's files: the prospect and its choices in the header and a first section, then
 * every rated answer with its rate, the cell coloured by how well it suits a drive-over reader.
 */
export function submissionDocument(context: ExportContext, submission: SubmissionExport): ReportDocument {
  const d = submission.details;
  const i18n = exportI18n(context.language);
  const coordinates = d.latitude === null || d.longitude === null ? '' : `${d.latitude}, ${d.longitude}`;
  const facts: [string, string][] = [
    [/*i18n*/ 'Fleet', d.fleet_name],
    [/*i18n*/ 'Account', submission.accountName ?? ''],
    [/*i18n*/ 'Address', [d.address, d.city, d.state, d.zip, d.country].filter(Boolean).join(', ')],
    [/*i18n*/ 'Coordinates', coordinates],
    [/*i18n*/ 'Sales manager', d.fssm_text],
    [/*i18n*/ 'Region', d.region],
    [/*i18n*/ 'Fleet type', d.fleet_type_text],
    [/*i18n*/ 'Lease term', d.lease_term_text],
    [/*i18n*/ 'Comments', d.comments],
    [/*i18n*/ 'Score', `${submission.score} %`],
  ];
  return {
    meta: reportMeta(
      { ...context, filters: [{ label: /*i18n*/ 'Fleet', value: d.fleet_name }, { label: /*i18n*/ 'Score', value: `${submission.score} %` }] },
      /*i18n*/ 'Lease sales configurator',
      `${d.fleet_name} – ${i18n._('submission {id}', { id: submission.id })}`,
    ),
    sections: [
      {
        title: /*i18n*/ 'Prospect',
        columns: [
          { key: 'label', header: /*i18n*/ 'Item', width: 16 },
          { key: 'value', header: /*i18n*/ 'Value', width: 50 },
        ],
        rows: facts.map(([label, value]) => ({ label: i18n._(label), value })),
      },
      {
        title: /*i18n*/ 'Answers',
        columns: [
          { key: 'question', header: /*i18n*/ 'Question', width: 26 },
          { key: 'answer', header: /*i18n*/ 'Answer', width: 32 },
          { key: 'rate', header: /*i18n*/ 'Rate', kind: 'integer', width: 6 },
          { key: 'fit', header: /*i18n*/ 'Fit', width: 9 },
          { key: 'color', header: /*i18n*/ 'Colour', width: 9 },
        ],
        rows: submission.ratings.map((rating) => ({
          question: i18n._(QUESTION_LABELS[rating.list as RatedList] ?? rating.list),
          answer: rating.text,
          rate: rating.rate,
          fit: i18n._(FIT_WORDS[ratingColor(rating.rate, submission.maxRate)]),
          color: rating.color,
        })),
        summary: [{ label: /*i18n*/ 'Score', value: `${submission.score} %` }],
        cellColor: (row, key) => (key === 'answer' || key === 'rate' || key === 'fit' ? ratingColor(Number(row.rate), submission.maxRate) : undefined),
      },
    ],
  };
}
