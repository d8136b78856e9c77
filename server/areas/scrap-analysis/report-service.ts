import { formatUsDate, lastDayOf, resolveDateRange, type DateRange, type DateRangeType } from '../../../contract/date-ranges';
import {
  SCRAP_POSITION_CLASSES,
  SCRAP_REPORT_MAX_PHOTOS,
  SCRAP_SURVEYS_PAGE_SIZE,
  type ScrapFigure,
  type ScrapReport,
  type ScrapReportRequest,
} from '../../../contract/scrap-analysis';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { exportI18n } from '../../exports/export-i18n';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { refreshNarrowChanges } from '../../reporting/refresh';
import type { Scope } from '../../tenancy';
import { accountsInScope } from '../account-selection';
import { countDealersInScope, reportAccounts, scrapNames, scrapPhotos, surveysInScope } from './report-repository';
import type { ScrapSelection } from './scrap-filter';
import { scrapTallies, type ScrapTally } from './statistics-repository';
import { scrapSurveys } from './survey-repository';

export const SCRAP_REPORT_TITLE = /*i18n*/ 'Scrap analysis report';
const SCRAP_DEFAULT_NAME = /*i18n*/ 'Scrap analysis';
const POSITION_NAMES: Record<string, string> = { steer: 'Steer', drive: 'Drive', trail: 'Trailer', unknown: 'Unknown' };

interface SelectionRequest {
  account_ids: number[];
  dealer_ids?: number[] | null;
  survey_ids?: number[] | null;
  date_range_type: DateRangeType;
  date_from?: string | null;
  date_to?: string | null;
}

/**
 * Checks a request against the scope and settles its period: an account, dealer or survey the
 * user may not see (or that does not exist) refuses the whole request with 403 before anything
 * is read, and the aggregate is brought up to date with what was committed before the call.
 */
export async function resolveSelection(db: Db, scope: Scope, request: SelectionRequest, today: Date): Promise<ScrapSelection> {
  const accountIds = [...new Set(request.account_ids)];
  const dealerIds = [...new Set(request.dealer_ids ?? [])];
  const surveyIds = [...new Set(request.survey_ids ?? [])];
  const [accounts, dealers, surveys] = await Promise.all([
    accountsInScope(db, scope, accountIds),
    countDealersInScope(db, scope, dealerIds),
    surveysInScope(db, scope, accountIds, surveyIds),
  ]);
  if (accounts.length !== accountIds.length || dealers !== dealerIds.length || surveys !== surveyIds.length) throw new HttpError(403, NO_PAGE_PERMISSION);
  // Validated by the request schema: a custom range has both dates, in order.
  const range = resolveDateRange(request.date_range_type, today, request) as DateRange;
  await refreshNarrowChanges(db);
  return { scope, accountIds, range, dealerIds, surveyIds };
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const average = (tally: Pick<ScrapTally, 'treadSumMm' | 'treadCount'> | undefined) =>
  tally && tally.treadCount > 0 ? Math.round((tally.treadSumMm / tally.treadCount) * 100) / 100 : null;

/** Largest first, then by name; "none recorded" (id null) last. */
function figures(tallies: ScrapTally[], idOf: (tally: ScrapTally) => number | null, names: Map<number, string>, total: number): ScrapFigure[] {
  return tallies
    .map((tally) => {
      const id = idOf(tally);
      return { id, name: id === null ? 'None recorded' : (names.get(id) ?? String(id)), tires: tally.tires, percent: share(tally.tires, total) };
    })
    .sort((a, b) => Number(a.id === null) - Number(b.id === null) || b.tires - a.tires || a.name.localeCompare(b.name));
}

export interface ScrapReportInput {
  request: ScrapReportRequest & SelectionRequest;
  selection: ScrapSelection;
  user: SessionUser;
  /** The reader's language: a report without a name of its own is named in it. */
  language: string;
}

/** Spec 3 §3 "Scrap report": cover, graph header, statistics, accounts, surveys and photos. */
export async function buildScrapReport(db: Db, input: ScrapReportInput): Promise<ScrapReport> {
  const { selection } = input;
  const [tallies, names, accounts, surveyPage, photos] = await Promise.all([
    scrapTallies(db, selection),
    scrapNames(db),
    reportAccounts(db, selection.accountIds),
    scrapSurveys(db, selection, { page_number: 1, page_size: SCRAP_SURVEYS_PAGE_SIZE }),
    scrapPhotos(db, selection),
  ]);
  const of = (kind: ScrapTally['kind']) => tallies.filter((tally) => tally.kind === kind);
  const total = of('total')[0];
  const tires = total?.tires ?? 0;
  const topReason = new Map<number, ScrapTally>();
  for (const tally of of('account_reason')) {
    if (tally.removalReasonId === null || tally.accountId === null) continue;
    const best = topReason.get(tally.accountId);
    const nameOf = (entry: ScrapTally) => names.reasons.get(entry.removalReasonId ?? 0) ?? '';
    if (!best || tally.tires > best.tires || (tally.tires === best.tires && nameOf(tally).localeCompare(nameOf(best)) < 0)) topReason.set(tally.accountId, tally);
  }
  const perAccount = new Map(of('account').map((tally) => [tally.accountId, tally]));
  const perPosition = new Map(of('position').map((tally) => [tally.positionClass, tally]));
  const accountNames = accounts.map((account) => account.name);
  const defaultName = `${exportI18n(input.language)._(SCRAP_DEFAULT_NAME)} – ${accountNames[0] ?? ''}${accountNames.length > 1 ? ` +${accountNames.length - 1}` : ''}`;
  const reportName = input.request.report_name?.trim() || defaultName;
  return {
    cover_page: {
      title: SCRAP_REPORT_TITLE,
      report_name: reportName.slice(0, 200),
      prepared_for: accountNames,
      prepared_by: `${input.user.firstName} ${input.user.lastName}`.trim(),
      date_from: formatUsDate(selection.range.from),
      date_to: formatUsDate(lastDayOf(selection.range)),
      generated_at: new Date().toISOString(),
      comments: input.request.comments?.trim() || null,
    },
    graph_header: {
      scrapped_tires: tires,
      accounts: of('account').length,
      locations: total?.locations ?? 0,
      // The surveys listed below (a deleted survey is not): the tile and the list count the same.
      surveys: surveyPage.total_items,
      retreads: total?.retreads ?? 0,
      with_photo: total?.photos ?? 0,
      average_tread_depth_mm: average(total),
    },
    statistics: {
      by_removal_reason: figures(of('reason'), (tally) => tally.removalReasonId, names.reasons, tires),
      by_wear_condition: figures(of('wear'), (tally) => tally.wearConditionId, names.wear, tires),
      // Every position class has a row, in the fixed order steer, drive, trailer, unknown.
      by_position: SCRAP_POSITION_CLASSES.map((position) => {
        const tally = perPosition.get(position);
        return { position_class: position, tires: tally?.tires ?? 0, percent: share(tally?.tires ?? 0, tires), average_tread_depth_mm: average(tally) };
      }),
    },
    account_tire_reports: accounts.map((account) => {
      const tally = perAccount.get(account.id);
      const reason = topReason.get(account.id);
      return {
        account_id: account.id,
        account_number: account.account_number,
        account_name: account.name,
        tires: tally?.tires ?? 0,
        retreads: tally?.retreads ?? 0,
        with_photo: tally?.photos ?? 0,
        average_tread_depth_mm: average(tally),
        top_removal_reason: reason ? (names.reasons.get(reason.removalReasonId ?? 0) ?? null) : null,
      };
    }),
    account_data: accounts,
    survey_data: { surveys: surveyPage.surveys, total_items: surveyPage.total_items },
    images: photos.slice(0, SCRAP_REPORT_MAX_PHOTOS).map((photo) => ({
      image: photo.storageId,
      name: `${photo.brand} ${photo.tireSize} · ${POSITION_NAMES[photo.positionClass] ?? photo.positionClass}${photo.removalReason ? ` · ${photo.removalReason}` : ''}`,
      account_name: photo.accountName,
      removal_reason: photo.removalReason,
      position_class: photo.positionClass,
      scrapped_at: photo.scrappedAt.toISOString(),
    })),
    is_images_limited: photos.length > SCRAP_REPORT_MAX_PHOTOS,
  };
}
