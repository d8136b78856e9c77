import { useLingui } from '@lingui/react/macro';
import { fitOf, QUESTIONS } from '../messages';
import type { RatedList, RatedOption } from '../app-links';

interface RatedQuestionProps {
  list: RatedList;
  options: RatedOption[];
  maxRate: number;
  value: string;
  onChange: (value: string) => void;
}

/** One question: its options in a select, and the chosen answer's rating beside it in the answer's colour. */
export function RatedQuestion({ list, options, maxRate, value, onChange }: RatedQuestionProps) {
  const { t, i18n } = useLingui();
  const id = `lease-${list}`;
  const question = i18n._(QUESTIONS[list]);
  const chosen = options.find((option) => option.value === value);
  return (
    <div className="lease-question">
      <label htmlFor={id} className="lease-label">
        {question}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Choose an answer`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <RatingBadge label={t`${question} rating`} rating={chosen ?? null} maxRate={maxRate} />
    </div>
  );
}

/** A colour dot and the fit in words (colour alone never carries the meaning). */
export function RatingBadge({ label, rating, maxRate }: { label: string; rating: Pick<RatedOption, 'rate' | 'color'> | null; maxRate: number }) {
  const { t, i18n } = useLingui();
  if (!rating) {
    return (
      <span className="lease-rating lease-rating-empty" role="status" aria-label={label}>
        {t`Not answered`}
      </span>
    );
  }
  const fit = i18n._(fitOf(rating.rate, maxRate));
  const rate = rating.rate;
  return (
    <span className="lease-rating" role="status" aria-label={label} data-rate={rating.rate}>
      <span className="lease-rating-dot" style={{ backgroundColor: rating.color }} aria-hidden="true" />
      {t`${fit} (${rate} of ${maxRate})`}
    </span>
  );
}
