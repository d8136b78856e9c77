import { RATED_LISTS, type ConfiguratorSubmitResponse, type SubmissionDetails } from '../../../contract/lease-sales';
import type { z } from 'zod';
import type { configuratorSubmitRequest } from '../../../contract/lease-sales';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../plugins/error-handler';
import type { SubmissionExport } from './export-document';
import {
  accountType,
  insertSubmission,
  LEASE_ACCOUNT_TYPES,
  managerName,
  maxRateOf,
  optionsByList,
  ownSubmission,
  ratingsOf,
  scoreOf,
  stateExists,
  textOf,
} from './repository';

type SubmitBody = z.output<typeof configuratorSubmitRequest>;
const NOT_OPTION = 'Not an option of this list';

/** Checks every choice against the stored lists (a 400 naming the field), stores the submission and rates it. */
export async function submitQuestionnaire(db: Db, user: SessionUser, body: SubmitBody): Promise<ConfiguratorSubmitResponse> {
  const lists = await optionsByList(db);
  const isOption = (list: string, value: string) => (lists.get(list) ?? []).some((option) => option.value === value);
  for (const list of RATED_LISTS) {
    if (!isOption(list, body.answers[list])) throw fieldError(`answers.${list}`, NOT_OPTION);
  }
  if (!isOption('fleet_types', body.fleet_type)) throw fieldError('fleet_type', NOT_OPTION);
  if (!isOption('lease_terms', body.lease_term)) throw fieldError('lease_term', NOT_OPTION);
  if (body.state !== '' && !(await stateExists(db, body.country, body.state))) throw fieldError('state', `Not a state of ${body.country}`);
  const accountId = body.account_id ?? null;
  if (accountId !== null) {
    const type = await accountType(db, accountId);
    if (type === null || !LEASE_ACCOUNT_TYPES.includes(type)) throw fieldError('account_id', 'Not a national account or Canadian common owner');
  }
  if ((body.latitude == null) !== (body.longitude == null)) throw fieldError(body.latitude == null ? 'latitude' : 'longitude', 'Give both coordinates or neither');

  const answers = Object.fromEntries(RATED_LISTS.map((list) => [list, body.answers[list]]));
  const details: SubmissionDetails = {
    fleet_name: body.fleet_name,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zip,
    country: body.country,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    fssm: body.fssm,
    region: body.region,
    fleet_type: body.fleet_type,
    lease_term: body.lease_term,
    comments: body.comments,
  };
  const ratings = ratingsOf(answers, lists);
  const score = scoreOf(ratings, maxRateOf(lists));
  const stored = await insertSubmission(db, { userId: user.id, accountId, answers, details, score });
  const submission = await ownSubmission(db, user.id, stored.id);
  return {
    submission_id: stored.id,
    fleet_name: body.fleet_name,
    account_name: submission?.accountName ?? null,
    score,
    created_at: stored.createdAt.toISOString(),
    ratings,
  };
}

const EMPTY_DETAILS: SubmissionDetails = {
  fleet_name: '', address: '', city: '', state: '', zip: '', country: '', latitude: null, longitude: null,
  fssm: '', region: '', fleet_type: '', lease_term: '', comments: '',
};

/** A submission of the user's with everything its files show; 404 for another user's or an unknown id. */
export async function submissionForExport(db: Db, user: SessionUser, id: number): Promise<SubmissionExport> {
  const [submission, lists] = await Promise.all([ownSubmission(db, user.id, id), optionsByList(db)]);
  if (!submission) throw new HttpError(404, 'No such submission');
  const details = { ...EMPTY_DETAILS, ...submission.details };
  return {
    id: submission.id,
    accountName: submission.accountName,
    details: {
      ...details,
      fleet_type_text: textOf(lists, 'fleet_types', details.fleet_type),
      lease_term_text: textOf(lists, 'lease_terms', details.lease_term),
      fssm_text: await managerName(db, details.fssm),
    },
    ratings: ratingsOf(submission.answers, lists),
    score: submission.score,
    maxRate: maxRateOf(lists),
    createdAt: submission.createdAt,
  };
}
