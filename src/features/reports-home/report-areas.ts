import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { userMayOpenPage, type UserGroup } from './app-links';

export interface ReportArea {
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The report areas of the portal, in the order a fleet manager reaches for them. */
export const REPORT_AREAS: readonly ReportArea[] = [
  { path: '/checkpoint', title: msg`Checkpoint reports`, description: msg`Tire pressure and tread depth read at your yard gates, unit by unit.` },
  { path: '/fleet-dashboard', title: msg`Fleet dashboard`, description: msg`Purchases, service, retreading and casing durability against last year.` },
  { path: '/fleet-condition-report', title: msg`Fleet condition report`, description: msg`Generate a fleet condition report and download it as PDF or Excel.` },
  { path: '/tireoptix', title: msg`TireOptix survey reports`, description: msg`Inspection surveys with exceptions, summary figures and tire images.` },
  { path: '/dlrtireoptix', title: msg`Dealer survey reports`, description: msg`Surveys your dealership made, by country, state and fleet.` },
  { path: '/locations', title: msg`Fleet survey`, description: msg`Inspect units and tires at a location, also without a connection.` },
  { path: '/scrap-analysis-report', title: msg`Scrap analysis`, description: msg`Why removed tires were scrapped, with wear conditions and photos.` },
  { path: '/product-analysis-report', title: msg`Product analysis`, description: msg`Compare tire products across your fleet and keep earlier reports.` },
  { path: '/product-wear-rate-report', title: msg`Product wear rate`, description: msg`Tread worn per distance, by product, position and vocation.` },
  { path: '/unit-history-report', title: msg`Unit history`, description: msg`The inspection and service history of each unit.` },
  { path: '/torque-summary-report', title: msg`Torque summary`, description: msg`Wheel lug-nut torque readings per location.` },
];

/** The areas a user may open, by the page permissions the route guard applies (code and group). */
export function visibleReportAreas(
  areas: readonly ReportArea[],
  user: { group: UserGroup; user_access_securities: readonly string[] },
): ReportArea[] {
  return areas.filter((area) => userMayOpenPage(area.path, user));
}
