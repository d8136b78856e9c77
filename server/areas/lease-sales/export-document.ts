import { QUESTION_LABELS, type AnswerRating, type RatedList, type SubmissionDetails } from '../../../contract/lease-sales';
import type { CellColor, ReportDocument } from '../../exports';
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

const FIT_WORDS: Record<CellColor, string> = { ok: 'Good fit', warning: 'Fair fit', critical: 'Poor fit' };

/**
 * A submission's files: the prospect and its choices in the header and a first section, then
 * every rated answer with its rate, the cell coloured by how well it suits a drive-over reader.
 */
export function submissionDocument(context: ExportContext, submission: SubmissionExport): ReportDocument {
  const d = submission.details;
  const coordinates = d.latitude === null || d.longitude === null ? '' : `${d.latitude}, ${d.longitude}`;
  const facts: [string, string][] = [
    ['Fleet', d.fleet_name],
    ['Account', submission.accountName ?? ''],
    ['Address', [d.address, d.city, d.state, d.zip, d.country].filter(Boolean).join(', ')],
    ['Coordinates', coordinates],
    ['Sales manager', d.fssm_text],
    ['Region', d.region],
    ['Fleet type', d.fleet_type_text],
    ['Lease term', d.lease_term_text],
    ['Comments', d.comments],
    ['Score', `${submission.score} %`],
  ];
  return {
    meta: reportMeta(
      { ...context, filters: [{ label: 'Fleet', value: d.fleet_name }, { label: 'Score', value: `${submission.score} %` }] },
      'Lease sales configurator',
      `${d.fleet_name} – submission ${submission.id}`,
    ),
    sections: [
      {
        title: 'Prospect',
        columns: [
          { key: 'label', header: 'Item', width: 16 },
          { key: 'value', header: 'Value', width: 50 },
        ],
        rows: facts.map(([label, value]) => ({ label, value })),
      },
      {
        title: 'Answers',
        columns: [
          { key: 'question', header: 'Question', width: 26 },
          { key: 'answer', header: 'Answer', width: 32 },
          { key: 'rate', header: 'Rate', kind: 'integer', width: 6 },
          { key: 'fit', header: 'Fit', width: 9 },
          { key: 'color', header: 'Colour', width: 9 },
        ],
        rows: submission.ratings.map((rating) => ({
          question: QUESTION_LABELS[rating.list as RatedList] ?? rating.list,
          answer: rating.text,
          rate: rating.rate,
          fit: FIT_WORDS[ratingColor(rating.rate, submission.maxRate)],
          color: rating.color,
        })),
        summary: [{ label: 'Score', value: `${submission.score} %` }],
        cellColor: (row, key) => (key === 'answer' || key === 'rate' || key === 'fit' ? ratingColor(Number(row.rate), submission.maxRate) : undefined),
      },
    ],
  };
}
