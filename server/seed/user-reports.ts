import { buildParameters } from '../areas/fleet-conditions/report-parameters';
import * as t from '../db/schema';
import { addDays, type SeedContext } from './context';
import type { Organizations } from './organization-types';
import type { ProductCatalog } from './seed-products';
import type { People } from './seed-users';

const userId = (people: People, login: string) => people.userIdByLogin.get(login)!;

/** A few saved reports, templates and generated reports, so the demo users' lists are not empty. */
export function seedUserReports(ctx: SeedContext, orgs: Organizations, people: People, catalog: ProductCatalog): void {
  const { writer, ids, now } = ctx;
  const northlineManager = userId(people, 'fleet.manager@northline.example');
  const mapleManager = userId(people, 'fleet.manager@maplehaul.example');
  const dealer = userId(people, 'service@interstate-tire.example');
  const analyst = userId(people, 'analyst@tiremaker.example');
  const northline = orgs.accountByKey.northline;
  const maplehaul = orgs.accountByKey.maplehaul;

  const favorites: [number, string, string][] = [
    [northlineManager, 'Checkpoint, last 30 days', `/checkpoint?account_id=${northline.id}&date_type=last30days`],
    [northlineManager, 'Columbus inspections', `/tireoptix?account_id=${northline.id}&location_id=${northline.locations[0]!.id}&date_type=quarter`],
    [mapleManager, 'Rapport de flotte', `/fleet-condition-report?account_id=${maplehaul.id}`],
    [dealer, 'My surveys this month', '/dlrtireoptix?date_type=monthtodate'],
  ];
  favorites.forEach(([owner, name, requestUrl], k) =>
    writer.add(t.favoriteReports, { id: ids.next(t.favoriteReports), userId: owner, name, requestUrl, createdAt: addDays(now, -(5 + k * 9)) }),
  );

  const templates: [number, number, string, string, string][] = [
    [northlineManager, northline.id, 'Monthly service review', 'calls_by_month', 'service'],
    [northlineManager, northline.id, 'Retread program', 'top_retreaders', 'retreading'],
    [mapleManager, maplehaul.id, 'Casing durability', 'casing_statistics', 'casingdurability'],
  ];
  templates.forEach(([owner, accountId, name, reportType, tabType], k) =>
    writer.add(t.dashboardTemplates, {
      id: ids.next(t.dashboardTemplates), userId: owner, accountId, name, reportType, tabType, dateType: 'custom',
      dateFrom: addDays(now, -365), dateTo: now,
      parameters: { is_all_locations: true, service_types: ['emergency', 'scheduled', 'stock'], wheel_positions: ['allpositions'], graph_compare_by_previous: k === 0 },
      createdAt: addDays(now, -(20 + k * 15)),
    }),
  );

  // The Northline manager's service basket, so the dashboard opens with one on any desktop.
  writer.add(t.dashboardBaskets, {
    userId: northlineManager, tabType: 'service', updatedAt: addDays(now, -2),
    entries: ['top_servicing_dealers', 'calls_by_month'].map((reportType) => ({
      report_type: reportType, settings: { report_type: reportType, graph_compare_by_previous: true }, models: { comment: '', sortNumber: 0, sortDesc: false },
    })),
  });

  // The fleet condition report is queued like one a user asked for: the report runner builds it
  // from the seeded fleet when the server starts, so it opens as data, PDF and Excel.
  writer.add(t.generatedReports, {
    id: ids.next(t.generatedReports), userId: northlineManager, kind: 'fleet_condition', name: 'Northline fleet condition', status: 'queued', progress: 0,
    parameters: buildParameters(
      { account_ids: [northline.id], date_range_type: 'last_30_days', report_name: 'Northline fleet condition', comments: 'Monthly review of the yards.' },
      { accountNames: [northline.name], today: now, preparedBy: 'Dana Whitaker', currencySymbol: '$', now },
    ),
    result: null, error: null, createdAt: addDays(now, -1), finishedAt: null,
  });
  // The analyst's comparison of Northline's two most fitted drive tires is queued the same way.
  const driveSize = '275/80R22.5';
  const drive = catalog.newTires('drive', driveSize);
  const compared = ['G622 RSD', 'SP456'].map((line) => drive.find((product) => product.lineName === line) ?? drive[0]!);
  writer.add(t.generatedReports, {
    id: ids.next(t.generatedReports), userId: analyst, kind: 'product_analysis', name: 'Northline drive tires', status: 'queued', progress: 0,
    parameters: {
      account_ids: [northline.id], tire_type: 'drive', report_name: 'Northline drive tires', comments: 'Which drive tire to standardize on.',
      products: compared.map((product) => ({ product_line_id: product.productLineId, tire_size_id: product.tireSizeId })),
      unit_of_measurement: 'imperial', prepared_by: 'Morgan Lee',
    },
    result: null, error: null, createdAt: addDays(now, -30), finishedAt: null,
  });
  // A failed run, as a user finds one after a stopped job: the list says why and offers it again.
  const failedAt = addDays(now, -3);
  writer.add(t.generatedReports, {
    id: ids.next(t.generatedReports), userId: analyst, kind: 'unit_history', name: 'Maple Haul unit history', status: 'failed', progress: 0.4,
    parameters: { account_ids: [maplehaul.id], unit_ids: null, report_name: 'Maple Haul unit history' },
    result: null, error: 'The report job stopped before finishing; generate it again.', createdAt: failedAt, finishedAt: addDays(failedAt, 0.01),
  });

  const requests = [
    { email: 'ops@ridgeline-haulers.example', firstName: 'Tara', lastName: 'Quinn', company: 'Ridgeline Haulers', phone: '(614) 555-0131', accountNumber: null, status: 'pending' },
    { email: 'fleet@bayshore-dist.example', firstName: 'Marco', lastName: 'Diaz', company: 'Bayshore Distribution', phone: null, accountNumber: 'PF100100', status: 'pending' },
    { email: 'yard@northline.example', firstName: 'Kim', lastName: 'Archer', company: 'Northline Freight Lines', phone: '(317) 555-0190', accountNumber: northline.accountNumber, status: 'approved' },
  ];
  requests.forEach((request, k) => writer.add(t.registrationRequests, { id: ids.next(t.registrationRequests), ...request, createdAt: addDays(now, -(2 + k * 6)) }));
}
