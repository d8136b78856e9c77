import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_DOT_CODE_LENGTH, parseDotCode, type DotCodeProblem } from '../../../../../contract/tire-age';
import type { ReadingForm } from './reading-form';
import { TextField } from './select-field';

type Details = ReadingForm['details'];

export interface DotCodeFieldProps {
  details: Details;
  onChange: (details: Details) => void;
  isReadOnly?: boolean;
  onFieldError?: (field: 'dot_code', invalid: boolean) => void;
}

/**
 * The full DOT code (TIN) in one field, read as it is typed by the contract's parser (the
 * server refuses what it refuses): a code that reads sets the tire's week and year; one that
 * does not says what is wrong and keeps the form from saving.
 */
export function DotCodeField({ details, onChange, isReadOnly, onFieldError }: DotCodeFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(details.dot_code ?? '');
  const [problem, setProblem] = useState<{ kind: DotCodeProblem; detail?: string } | null>(null);
  const messages: Record<DotCodeProblem, string> = {
    empty: t`Enter the DOT code, e.g. DOT U2LL LMLR 5107.`,
    characters: t`A DOT code never has these symbols: ${problem?.detail ?? ''}.`,
    length: t`The DOT code has the wrong length: plant, size, an optional code, then the week and year (4 digits, 3 before 2000).`,
    week: t`The week of manufacture must be from 01 to 53.`,
    future: t`The date of manufacture is in the future.`,
  };

  const change = (value: string) => {
    setText(value);
    if (value.trim() === '') {
      setProblem(null);
      onFieldError?.('dot_code', false);
      onChange({ ...details, dot_code: null });
      return;
    }
    const parsed = parseDotCode(value, new Date());
    if (!parsed.ok) {
      setProblem({ kind: parsed.problem, detail: parsed.detail });
      onFieldError?.('dot_code', true);
      return;
    }
    setProblem(null);
    onFieldError?.('dot_code', false);
    onChange({ ...details, dot_code: parsed.value.code, dot_week: parsed.value.week, dot_year: parsed.value.year });
  };

  const week = details.dot_week;
  const year = details.dot_year;
  return (
    <div className="fsi-dot-code">
      <TextField
        label={t`DOT code`}
        name="dot_code"
        value={text}
        maxLength={MAX_DOT_CODE_LENGTH}
        isReadOnly={isReadOnly}
        autoCapitalize="characters"
        error={problem ? messages[problem.kind] : null}
        onChange={change}
      />
      {!problem && week != null && year != null && <p className="fsi-form-note">{t`Made in week ${week} of ${year}`}</p>}
    </div>
  );
}
