import { msg } from '@lingui/core/macro';

/**
 * The fixed texts of the portal shell (spec 1 §2, §5, §8), declared once so every locale's catalog
 * carries them even before the screens using them exist. Another module writing the same English
 * text in its own `msg`/`Trans` shares the catalog entry; ids are hashes of the English text.
 */
export const POPUP_MESSAGES = {
  sessionExpiredTitle: msg`Session expired`,
  sessionExpired: msg`Your session has expired due to inactivity. Please log in again.`,
  errorTitle: msg`Error`,
  noPagePermission: msg`You don't have permissions to this page!`,
  noPortalPermission: msg`You don't have permissions to this portal!`,
  systemErrorTitle: msg`System Error`,
  systemError: msg`Something went wrong please try again`,
  urlTooLongTitle: msg`Too long URL`,
  urlTooLong: msg`Internet explorer doesn't support long URL. Please use different browser.`,
  startupFailure: msg`Could not connect to server. Please try again later.`,
  ok: msg`OK`,
  close: msg`Close`,
};

export const HEADER_MESSAGES = {
  home: msg`Home`,
  myInfo: msg`My info`,
  logIn: msg`Log in`,
  logOut: msg`Log out`,
  contactUs: msg`Contact us`,
  allSites: msg`All sites`,
  language: msg`Language`,
  menu: msg`Menu`,
};

export const CHOOSER_MESSAGES = {
  title: msg`Choose your region and language`,
  region: msg`Region`,
  /** The header button's accessible name: the label and the language currently shown. */
  current: msg({ message: 'Language: {language}' }),
  continue: msg`Continue`,
};

/** Region names, keyed like contract/locales.ts REGIONS. */
export const REGION_MESSAGES = {
  'north-america': msg`North America`,
  'south-america': msg`South America`,
  europe: msg`Europe`,
  asia: msg`Asia`,
};

/** Numeric and date input messages of spec 1 §5, word for word; the values come at display time. */
export const INPUT_MESSAGES = {
  maxValue: msg({ message: 'Please enter a value less than or equal to {max}' }),
  minValue: msg({ message: 'Value cannot be less then {min}' }),
  addLeading: msg`Incorrect format. Add leading number`,
  addLeadingAndTrailing: msg`Incorrect format. Add leading and trailing number`,
  addTrailing: msg`Incorrect format. Add trailing number`,
  maxIntegerLength: msg({ message: 'Maximum integer length is {length}' }),
  maxDecimalLength: msg({ message: 'Maximum decimal length is {length}' }),
  integerOnly: msg`Incorrect Format. Please enter an integer.`,
  oneDecimal: msg`Incorrect number of decimals. Please use 1.`,
  dateFormat: msg`Please enter date in the correct format`,
  dateRequired: msg`Date is required`,
  dateRequiredSentence: msg`Date is required.`,
};

export const REPORT_AREA_MESSAGES = {
  checkpoint: msg`Checkpoint reports`,
  dealerSurvey: msg`Dealer survey report`,
  fleetCondition: msg`Fleet condition report`,
  fleetDashboard: msg`Fleet dashboard`,
  fleetSurvey: msg`Fleet survey`,
  inspection: msg`Inspection reports`,
  productAnalysis: msg`Product analysis`,
  productWearRate: msg`Product wear rate`,
  scrapAnalysis: msg`Scrap analysis`,
  torqueSummary: msg`Torque summary`,
  trailerReadiness: msg`Trailer readiness`,
  unitHistory: msg`Unit history`,
  leaseSalesConfigurator: msg`Lease-sales configurator`,
  manageProducts: msg`Manage products`,
  manageSpecs: msg`Manage specs`,
};

export const PAGE_MESSAGES = {
  notFound: msg`Page not found`,
  loading: msg`Loading…`,
};
