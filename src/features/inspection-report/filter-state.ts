import { rangeReady } from '../../components/inputs/date-rules';
import { fromWireDate } from '../../components/inputs/wire-date';
import { INSPECTION_ORDER, INSPECTION_PAGE_SIZE, type DateRangeType, type DealerReportType, type InspectionOrderKey, type InspectionReportInput } from './app-links';

/** The filter steps' saved values (spec 3 §4: closing a step saves it) and the list's page and sort. */
export interface InspectionFilters {
  range: DateRangeType;
  /** The custom range's days in the wire's MM/DD/YYYY (wire-date), as the request carries them. */
  from: string | null;
  to: string | null;
  accountTypes: number[];
  leasingIds: number[];
  country: string | null;
  states: string[];
  reportType: DealerReportType;
  surveyBy: number[];
  includeLocalBooks: boolean;
  locationIds: number[];
}

export interface InspectionView {
  filters: InspectionFilters;
  /** The list shows once the user runs the report, and stays across visits to a survey. */
  run: boolean;
  page: number;
  sort: InspectionOrderKey;
  desc: boolean;
}

export const DEFAULT_FILTERS: InspectionFilters = {
  range: 'last_30_days',
  from: null,
  to: null,
  accountTypes: [],
  leasingIds: [],
  country: null,
  states: [],
  reportType: 'all',
  surveyBy: [],
  includeLocalBooks: true,
  locationIds: [],
};

const listOrNull = <T>(list: T[]) => (list.length > 0 ? list : null);

/** A custom range lacking a day, or ending before it starts, cannot run. */
export const customRangeMissing = (filters: InspectionFilters) => filters.range === 'custom' && !rangeReady(fromWireDate(filters.from), fromWireDate(filters.to));

/** The report request of a saved view; the files use the same body. */
export function toReportRequest(view: InspectionView): InspectionReportInput | null {
  const f = view.filters;
  if (!view.run || customRangeMissing(f)) return null;
  return {
    account_types: listOrNull(f.accountTypes),
    leasing_ids: listOrNull(f.leasingIds),
    country: f.country,
    states: listOrNull(f.states),
    report_type: f.reportType,
    survey_by_user_ids: listOrNull(f.surveyBy),
    include_local_books: f.includeLocalBooks,
    location_ids: listOrNull(f.locationIds),
    date_range_type: f.range,
    ...(f.range === 'custom' ? { date_from: f.from ?? undefined, date_to: f.to ?? undefined } : {}),
    page_number: view.page,
    page_size: INSPECTION_PAGE_SIZE,
    order_by: INSPECTION_ORDER[view.sort],
    is_sort_desc: view.desc,
  };
}
