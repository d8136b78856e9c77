/**
 * The torque summary report (spec 3 §2, §3 "Torque summary", §7; route /torque-summary-report,
 * code TMTQSRPT): the user's fleet locations to choose from, then per chosen location and date
 * range how many wheel ends had their lug-nut torque checked and how many read within spec,
 * under or over. Torque is stored and answered in foot-pounds; the client and the files convert
 * to newton-metres for a metric user.
 */
import { z } from 'zod';
import { text } from './common';
import { checkDateRange, dateRangeFields } from './date-ranges';
import { bodyId, fleetLocationRow } from './common-lookups';

/**
 * How far a measured torque may stray from the specified one and still count as within spec:
 * ±10 %. Wheel and hub makers specify lug-nut torque as a band around the nominal value
 * (hub-piloted wheels 450–500 ft-lb, i.e. about ±5 % around 475) and a calibrated impact
 * wrench or torque wrench reads to about ±5 %; 10 % covers both without hiding a loose nut
 * (those read 15–45 % low) or a stretched stud (15 % and more over).
 */
export const TORQUE_TOLERANCE = 0.1;

export type TorqueStatus = 'in_spec' | 'under' | 'over';

/**
 * Under-torqued when measured < specified × (1 − TORQUE_TOLERANCE), over-torqued when
 * measured > specified × (1 + TORQUE_TOLERANCE), else within spec (the bounds themselves are
 * within spec). The reporting layer applies the same rule in SQL (server/reporting/torque-counts).
 */
export function torqueStatus(specifiedFtLb: number, measuredFtLb: number): TorqueStatus {
  if (measuredFtLb < specifiedFtLb * (1 - TORQUE_TOLERANCE)) return 'under';
  if (measuredFtLb > specifiedFtLb * (1 + TORQUE_TOLERANCE)) return 'over';
  return 'in_spec';
}

/** One foot-pound in newton-metres: 0.3048 m (the international foot) × 4.4482216152605 N (the pound-force). */
export const NEWTON_METRES_PER_FOOT_POUND = 0.3048 * 4.4482216152605;
export const ftLbToNm = (ftLb: number) => ftLb * NEWTON_METRES_PER_FOOT_POUND;

/** Most locations one report may cover: as many as the location table lets a user select at once. */
export const TORQUE_MAX_LOCATIONS = 1000;
export const TORQUE_LOCATIONS_PAGE_SIZE = 10;

const queryInt = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** GET select_location_ids: one page of the user's locations matching the keyword. */
export const selectLocationIdsQuery = z.object({
  key_word: text(200).default(''),
  page_number: queryInt(1, 1_000_000, 1),
  page_size: queryInt(1, 100, TORQUE_LOCATIONS_PAGE_SIZE),
});
export type SelectLocationIdsQuery = z.output<typeof selectLocationIdsQuery>;

export const torqueLocation = fleetLocationRow.omit({ account_id: true });
export type TorqueLocation = z.infer<typeof torqueLocation>;

export const selectLocationIdsResponse = z.object({
  locations: z.array(torqueLocation),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
  /** Every location id matching the keyword (all pages): what "select all" selects. */
  location_ids: z.array(z.number().int()),
});
export type SelectLocationIdsResponse = z.infer<typeof selectLocationIdsResponse>;

/** get_report, download_pdf and download_excel: chosen locations and the shared date range. */
export const torqueReportRequest = z
  .object({
    location_ids: z.array(bodyId).min(1).max(TORQUE_MAX_LOCATIONS),
    ...dateRangeFields,
  })
  .superRefine(checkDateRange);
export type TorqueReportRequest = z.input<typeof torqueReportRequest>;

export const coverPage = z.object({
  title: z.string(),
  /** The accounts of the chosen locations, by name. */
  prepared_for: z.array(z.string()),
  prepared_by: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  generated_at: z.string(),
  location_count: z.number().int(),
});

export const locationsPage = z.object({
  locations: z.array(
    torqueLocation.extend({ zip: z.string(), country: z.string(), account_name: z.string() }),
  ),
});

/** Counts of one location, or of all of them (units and surveys distinct over the whole range). */
export const torqueSummaryRow = z.object({
  fleet_location_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  wheels_checked: z.number().int(),
  units: z.number().int(),
  surveys: z.number().int(),
  in_spec: z.number().int(),
  under_torque: z.number().int(),
  over_torque: z.number().int(),
  /** Shares of wheels_checked, 0–100 with one decimal; null when nothing was checked. */
  in_spec_percent: z.number().nullable(),
  under_torque_percent: z.number().nullable(),
  over_torque_percent: z.number().nullable(),
  /** Mean of measured − specified, in ft-lb; and the same as a share of the specified torque. */
  average_deviation_ft_lb: z.number().nullable(),
  average_deviation_percent: z.number().nullable(),
});
export type TorqueSummaryRow = z.infer<typeof torqueSummaryRow>;

export const torqueSummaryPage = z.object({
  tolerance_percent: z.number(),
  locations: z.array(torqueSummaryRow),
  totals: torqueSummaryRow,
});

export const torqueReportResponse = z.object({
  cover_page: coverPage,
  locations_page: locationsPage,
  torque_summary_page: torqueSummaryPage,
});
export type TorqueReport = z.infer<typeof torqueReportResponse>;
