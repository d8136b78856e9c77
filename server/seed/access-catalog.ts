import type { SecurityCode } from './demo-users';

export const USER_GROUPS = [
  { code: 'CUS', name: 'Fleet customer' },
  { code: 'DLR', name: 'Dealer' },
  { code: 'WIN', name: 'Dealer (WIN network)' },
  { code: 'GYR', name: 'Manufacturer staff' },
  { code: 'SSC', name: 'Service center staff' },
  { code: 'ADMIN', name: 'Administrator' },
] as const;

/** Spec 1 §6; every code of ALL_SECURITY_CODES has a description here (the compiler checks it). */
export const SECURITY_CODE_DESCRIPTIONS: Record<SecurityCode, string> = {
  TVLOGIN: 'Portal sign-in: reports (checkpoint, inspection reporting)',
  TMLOGIN: 'Tire management sign-in: fleet survey module',
  TVADMIN: 'Administration: specifications and products',
  TVADMIN2: 'Administration: locales and translations',
  TMSMYRPT: 'Inspection survey summary report',
  TMSMDRPT: 'Dealer survey report',
  SPSRHIST: 'Customer last 5 events',
  SPPRFRPT: 'Dealer last 5 events',
  TVSCRPAN: 'Scrap analysis report',
  TVFLTCNR: 'Fleet condition report',
  TVPRDANL: 'Product analysis report',
  TVWEARRT: 'Product wear rate report',
  TMUNTHST: 'Unit history report',
  TMTQSRPT: 'Torque summary report',
  FDLOGIN: 'Fleet dashboard',
};

interface ReportDefinition {
  area: string;
  code: string;
  name: string;
  route: string;
  securityCode: SecurityCode | null;
}

/**
 * The screens of spec 1 §2 and spec 3 §2, by menu area. Codes the spec names are used as
 * given; the others follow the code descriptions above (reports behind TVLOGIN, survey tools
 * behind TMLOGIN, administration behind TVADMIN or TVADMIN2).
 */
export const REPORT_DEFINITIONS: ReportDefinition[] = [
  { area: 'reports', code: 'checkpoint', name: 'Checkpoint report', route: '/checkpoint', securityCode: 'TVLOGIN' },
  { area: 'reports', code: 'tireoptix', name: 'Inspection survey report', route: '/tireoptix', securityCode: 'TMSMYRPT' },
  { area: 'reports', code: 'dlrtireoptix', name: 'Dealer survey report', route: '/dlrtireoptix', securityCode: 'TMSMDRPT' },
  { area: 'reports', code: 'fleet_condition', name: 'Fleet condition report', route: '/fleet-condition-report', securityCode: 'TVFLTCNR' },
  { area: 'reports', code: 'scrap_analysis', name: 'Scrap analysis report', route: '/scrap-analysis-report', securityCode: 'TVSCRPAN' },
  { area: 'reports', code: 'product_analysis', name: 'Product analysis report', route: '/product-analysis-report', securityCode: 'TVPRDANL' },
  { area: 'reports', code: 'product_wear_rate', name: 'Product wear rate report', route: '/product-wear-rate-report', securityCode: 'TVWEARRT' },
  { area: 'reports', code: 'unit_history', name: 'Unit history report', route: '/unit-history-report', securityCode: 'TMUNTHST' },
  { area: 'reports', code: 'torque_summary', name: 'Torque summary report', route: '/torque-summary-report', securityCode: 'TMTQSRPT' },
  { area: 'reports', code: 'favorites', name: 'Favorite reports', route: '/', securityCode: null },
  { area: 'tireoptix', code: 'inspection_list', name: 'Inspection surveys', route: '/tireoptix', securityCode: 'TMSMYRPT' },
  { area: 'tireoptix', code: 'inspection_detail', name: 'Inspection survey detail', route: '/tireoptix/detail', securityCode: 'TMSMYRPT' },
  { area: 'tireoptix', code: 'dealer_surveys', name: 'Dealer surveys', route: '/dlrtireoptix', securityCode: 'TMSMDRPT' },
  { area: 'tireoptix', code: 'trailer_readiness', name: 'Trailer readiness report', route: '/trailer-readiness-report', securityCode: null },
  { area: 'tireoptix', code: 'survey_images', name: 'Survey images', route: '/reports/surveys', securityCode: null },
  { area: 'fleet', code: 'fleet_dashboard', name: 'Fleet dashboard', route: '/fleet-dashboard', securityCode: 'FDLOGIN' },
  { area: 'fleet', code: 'fleet_survey', name: 'Fleet survey', route: '/locations', securityCode: 'TMLOGIN' },
  { area: 'fleet', code: 'customer_history', name: 'Last 5 events', route: '/fleet-dashboard', securityCode: 'SPSRHIST' },
  { area: 'fleet', code: 'dealer_history', name: 'Dealer last 5 events', route: '/fleet-dashboard', securityCode: 'SPPRFRPT' },
  { area: 'administration', code: 'manage_specs', name: 'Manage specifications', route: '/manage-specs', securityCode: 'TVADMIN' },
  { area: 'administration', code: 'manage_products', name: 'Manage products', route: '/manage-products', securityCode: 'TVADMIN' },
  { area: 'administration', code: 'lease_sales', name: 'Lease sales configurator', route: '/leasesales/configurator', securityCode: null },
  { area: 'administration', code: 'translations', name: 'Translations', route: '/admin/translations', securityCode: 'TVADMIN2' },
  { area: 'administration', code: 'registrations', name: 'Registration requests', route: '/admin/registrations', securityCode: 'TVADMIN2' },
];
