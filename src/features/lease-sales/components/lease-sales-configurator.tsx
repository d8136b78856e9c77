import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfiguratorStructure, useSubmitQuestionnaire } from '../api';
import { errorMessage, LEASE_SALES_GROUPS, RATED_LISTS, sessionAtom, store, type ConfiguratorStructure, type ConfiguratorSubmitResponse, type RatedList } from '../app-links';
import { EarlierSubmissions } from './earlier-submissions';
import { ProspectFields, type Prospect } from './prospect-fields';
import { RatedQuestion } from './rated-question';
import { SubmissionResult } from './submission-result';
import { formatNumber } from '../../../../contract/number-format';

const EMPTY_PROSPECT: Prospect = {
  account_id: '', fleet_name: '', address: '', city: '', state: '', zip: '', country: 'US', latitude: null, longitude: null,
  fssm: '', region: '', fleet_type: '', lease_term: '', comments: '',
};
const NO_ANSWERS = Object.fromEntries(RATED_LISTS.map((list) => [list, ''])) as Record<RatedList, string>;

/** Share of the best rate over every rated list, as the server scores it (66.7 for 24 of 36). */
function scoreOf(structure: ConfiguratorStructure, answers: Record<RatedList, string>): number {
  const sum = RATED_LISTS.reduce((total, list) => total + (structure[list].find((o) => o.value === answers[list])?.rate ?? 0), 0);
  return Math.round((sum / (RATED_LISTS.length * structure.max_rate)) * 1000) / 10;
}

/** The questionnaire for the manufacturer's staff; anyone else is told the page is not theirs (no call is made). */
export function LeaseSalesConfigurator() {
  const { t } = useLingui();
  const group = useAtomValue(sessionAtom, { store }).user?.group;
  if (group && !LEASE_SALES_GROUPS.includes(group)) {
    return (
      <p className="panel lease-error" role="alert">
        {t`You don't have permissions to this page!`}
      </p>
    );
  }
  return <Questionnaire />;
}

/** The prospect, then every rated question with its answer's rating, then the stored result. */
function Questionnaire() {
  const { t, i18n } = useLingui();
  const structure = useConfiguratorStructure();
  const submit = useSubmitQuestionnaire();
  const [prospect, setProspect] = useState<Prospect>(EMPTY_PROSPECT);
  const [answers, setAnswers] = useState<Record<RatedList, string>>(NO_ANSWERS);
  const [result, setResult] = useState<ConfiguratorSubmitResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = structure.data;

  if (structure.isLoading) return <p role="status">{t`Loading the questionnaire…`}</p>;
  if (!data) return <p role="alert">{t`The questionnaire could not be loaded. Please try again.`}</p>;

  // Until the user picks one, the sales manager is the one the structure marks (the signed-in one).
  const chosen = { ...prospect, fssm: prospect.fssm || (data.fssm_names.find((option) => option.is_selected)?.value ?? '') };
  const questionCount = RATED_LISTS.length;
  const answered = RATED_LISTS.filter((list) => answers[list] !== '').length;
  const missing = [prospect.fleet_name.trim() === '', prospect.fleet_type === '', prospect.lease_term === '', answered < RATED_LISTS.length].some(Boolean);
  const score = formatNumber(scoreOf(data, answers), i18n.locale, { maximumFractionDigits: 1 });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    setError(null);
    try {
      const saved = await submit.mutateAsync({
        ...chosen,
        account_id: prospect.account_id === '' ? null : Number(prospect.account_id),
        fleet_name: prospect.fleet_name.trim(),
        answers,
      });
      setResult(saved);
    } catch (failure) {
      setError(await errorMessage(failure));
    }
  };

  return (
    <>
      <form className="panel lease-form" onSubmit={(event) => void onSubmit(event)} aria-label={t`Lease sales questionnaire`}>
        <ProspectFields structure={data} prospect={chosen} onChange={(change) => setProspect((current) => ({ ...current, ...change }))} />
        <fieldset className="lease-fieldset">
          <legend>
            <Trans>Site and fleet questions</Trans>
          </legend>
          <p className="lease-hint">
            <Trans>Each answer is rated by how well the site suits a drive-over tire reader.</Trans>
          </p>
          <div className="lease-questions">
            {RATED_LISTS.map((list) => (
              <RatedQuestion
                key={list}
                list={list}
                options={data[list]}
                maxRate={data.max_rate}
                value={answers[list]}
                onChange={(value) => setAnswers((current) => ({ ...current, [list]: value }))}
              />
            ))}
          </div>
        </fieldset>
        <label className="lease-field lease-comments">
          <span className="lease-label">
            <Trans>Comments</Trans>
          </span>
          <textarea className="field-input" rows={3} maxLength={2000} value={prospect.comments} onChange={(event) => setProspect({ ...prospect, comments: event.target.value })} />
        </label>
        <div className="lease-submit">
          <Button type="submit" isDisabled={missing || submit.isPending}>
            <Trans>Submit questionnaire</Trans>
          </Button>
          <span className="lease-progress" role="status">
            <Trans>
              {answered} of {questionCount} questions answered, score {score} %
            </Trans>
          </span>
          {missing ? (
            <span className="lease-hint">
              <Trans>Give the fleet name, fleet type and lease term and answer every question to submit.</Trans>
            </span>
          ) : null}
          {error ? (
            <span className="lease-error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
      </form>
      {result ? <SubmissionResult result={result} maxRate={data.max_rate} /> : null}
      <EarlierSubmissions />
    </>
  );
}
