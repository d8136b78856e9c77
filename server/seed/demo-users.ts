/**
 * The demo fleet's fixed anchors: the accounts and dealers the demo users belong to, and the
 * users themselves. The generator creates these first, then fills the rest of the fleet.
 */

export const ALL_SECURITY_CODES = [
  'TVLOGIN', 'TMLOGIN', 'TVADMIN', 'TVADMIN2', 'TMSMYRPT', 'TMSMDRPT', 'SPSRHIST', 'SPPRFRPT',
  'TVSCRPAN', 'TVFLTCNR', 'TVPRDANL', 'TVWEARRT', 'TMUNTHST', 'TMTQSRPT', 'FDLOGIN',
] as const;
export type SecurityCode = (typeof ALL_SECURITY_CODES)[number];

export const DEMO_ACCOUNTS = {
  /** A US national account (type 3) with terminals across several states. */
  northline: { accountNumber: 'NA100100', name: 'Northline Freight Lines', accountType: 3, country: 'US' },
  /** A Canadian common owner (type 4) with locations in several provinces. */
  maplehaul: { accountNumber: 'CO200100', name: 'Maple Haul Transport', accountType: 4, country: 'CA' },
} as const;
export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

export const DEMO_DEALERS = {
  /** A DLR dealer serving both demo fleets. */
  interstate: { nonsig: '10450', name: 'Interstate Tire & Service', country: 'US', state: 'OH' },
  /** A WIN dealer serving Northline only. */
  prairie: { nonsig: '20810', name: 'Prairie Truck Tire Centre', country: 'CA', state: 'AB' },
} as const;
export type DemoDealerKey = keyof typeof DEMO_DEALERS;

const CUSTOMER_CODES: SecurityCode[] = [
  'TVLOGIN', 'TMLOGIN', 'FDLOGIN', 'TMSMYRPT', 'SPSRHIST',
  'TVSCRPAN', 'TVFLTCNR', 'TVPRDANL', 'TVWEARRT', 'TMUNTHST', 'TMTQSRPT',
];
const DEALER_CODES: SecurityCode[] = ['TVLOGIN', 'TMLOGIN', 'TMSMDRPT', 'SPPRFRPT', 'TVFLTCNR', 'TVSCRPAN', 'TMUNTHST', 'TMTQSRPT'];
const STAFF_CODES: SecurityCode[] = ALL_SECURITY_CODES.filter((c) => c !== 'TVADMIN2');

export interface DemoUser {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  group: 'CUS' | 'DLR' | 'WIN' | 'GYR' | 'SSC' | 'ADMIN';
  securityCodes: SecurityCode[];
  unitOfMeasurement: 'imperial' | 'metric';
  language: string;
  /** The fleet a customer belongs to. */
  account?: DemoAccountKey;
  /** The dealer a DLR or WIN user works for. */
  dealer?: DemoDealerKey;
  note: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    login: 'fleet.manager@northline.example', password: 'Northline-demo-1', firstName: 'Dana', lastName: 'Whitaker',
    group: 'CUS', securityCodes: CUSTOMER_CODES, unitOfMeasurement: 'imperial', language: 'en-US', account: 'northline',
    note: 'customer, Northline Freight Lines (US national account)',
  },
  {
    login: 'yard.lead@northline.example', password: 'Northline-demo-2', firstName: 'Luis', lastName: 'Ortega',
    group: 'CUS', securityCodes: ['TVLOGIN', 'TMLOGIN'], unitOfMeasurement: 'imperial', language: 'es-US', account: 'northline',
    note: 'customer, Northline, without report codes (sees permission popups)',
  },
  {
    login: 'fleet.manager@maplehaul.example', password: 'Maplehaul-demo-1', firstName: 'Émilie', lastName: 'Tremblay',
    group: 'CUS', securityCodes: CUSTOMER_CODES, unitOfMeasurement: 'metric', language: 'fr-CA', account: 'maplehaul',
    note: 'customer, Maple Haul Transport (Canadian common owner), metric',
  },
  {
    login: 'service@interstate-tire.example', password: 'Interstate-demo-1', firstName: 'Ray', lastName: 'Kowalski',
    group: 'DLR', securityCodes: DEALER_CODES, unitOfMeasurement: 'imperial', language: 'en-US', dealer: 'interstate',
    note: 'dealer (DLR), Interstate Tire & Service, serves both demo fleets',
  },
  {
    login: 'tech@prairie-tire.example', password: 'Prairie-demo-1', firstName: 'Gurpreet', lastName: 'Sandhu',
    group: 'WIN', securityCodes: DEALER_CODES, unitOfMeasurement: 'metric', language: 'en-CA', dealer: 'prairie',
    note: 'dealer (WIN), Prairie Truck Tire Centre',
  },
  {
    login: 'analyst@tiremaker.example', password: 'Staff-demo-1', firstName: 'Morgan', lastName: 'Lee',
    group: 'GYR', securityCodes: STAFF_CODES, unitOfMeasurement: 'imperial', language: 'en-US',
    note: "manufacturer staff (GYR), sees every fleet",
  },
  {
    login: 'support@tiremaker.example', password: 'Staff-demo-2', firstName: 'Priya', lastName: 'Natarajan',
    group: 'SSC', securityCodes: STAFF_CODES, unitOfMeasurement: 'imperial', language: 'en-US',
    note: 'service center staff (SSC), sees every fleet',
  },
  {
    login: 'admin@tiremaker.example', password: 'Admin-demo-1', firstName: 'Alex', lastName: 'Brennan',
    group: 'ADMIN', securityCodes: [...ALL_SECURITY_CODES], unitOfMeasurement: 'imperial', language: 'en-US',
    note: 'administrator (ADMIN), every code',
  },
];
