/**
 * The account selection table shared by the fleet condition, product analysis, wear rate,
 * scrap and unit history reports (spec 3 §3 "Account selection table"): a paged, filtered
 * list of the accounts a user may see, with the user's current selection carried along.
 */
import { z } from 'zod';
import { text } from './common';
import { accountTypeCode, bodyId, STATE_COUNTRIES } from './common-lookups';

/** The table's page size (spec 1 §9: tables start at 10 rows). */
export const ACCOUNT_SELECTION_PAGE_SIZE = 10;
/** Largest page and largest selection a client may send or receive in one answer. */
export const ACCOUNT_SELECTION_MAX_PAGE = 100;
export const ACCOUNT_SELECTION_MAX_SELECTED = 1000;

/** order_by codes; 0 (unset) sorts by name. */
export const ACCOUNT_SELECTION_ORDER = {
  name: 1,
  account_number: 2,
  account_type: 3,
  city: 4,
  state: 5,
  country: 6,
  vocation: 7,
} as const;

const optionalBody = <T extends z.ZodObject>(schema: T) => z.preprocess((value) => value ?? {}, schema);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'A two-letter country code').toUpperCase();
const stateCode = z.string().regex(/^[A-Za-z0-9]{1,3}$/, 'A state or province code').toUpperCase();

export const selectAccountsRequest = optionalBody(
  z.object({
    page_number: z.number().int().min(1).max(1_000_000).default(1),
    page_size: z.number().int().min(1).max(ACCOUNT_SELECTION_MAX_PAGE).default(ACCOUNT_SELECTION_PAGE_SIZE),
    order_by: z.number().int().min(0).max(7).default(0),
    is_sort_desc: z.boolean().default(false),
    key_word: text(200).default(''),
    country: countryCode.nullish(),
    /** Accounts with at least one location (in the user's scope) in one of these states. */
    states: z.array(stateCode).max(100).nullish(),
    vocation_ids: z.array(bodyId).max(200).nullish(),
    /** Account type codes of spec 1 §3. */
    account_types: z.array(accountTypeCode).max(10).nullish(),
    /** Account names as get_selects lists them under fleets. */
    fleet_names: z.array(text(200)).max(200).nullish(),
    /** The client's current selection; ids outside the user's scope are dropped (see the answer's flags). */
    selected_account_ids: z.array(bodyId).max(ACCOUNT_SELECTION_MAX_SELECTED).nullish(),
    /** Adds every account matching the filters (all pages) to the selection. */
    is_select_all: z.boolean().default(false),
  }),
);
export type SelectAccountsRequest = z.output<typeof selectAccountsRequest>;

export const selectableAccount = z.object({
  id: z.number().int(),
  account_number: z.string(),
  name: z.string(),
  account_type: z.number().int(),
  /** City and state of the account's first location (by code) the user may see. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  vocation: z.string().nullable(),
  is_selected: z.boolean(),
});
export type SelectableAccount = z.infer<typeof selectableAccount>;

export const selectAccountsResponse = z.object({
  accounts: z.array(selectableAccount),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
  total_selected_items: z.number().int(),
  /** The selection after normalising: only existing ids in scope, without repeats. */
  account_ids: z.array(z.number().int()),
  /** True when the sent selection held ids that were dropped. */
  is_accounts_verification_failed: z.boolean(),
  /** The kept ids of the sent selection. */
  verified_account: z.array(z.number().int()),
  /** True when select-all matched more accounts than a selection may hold; the first ones by the table's order were kept. */
  is_selection_limited: z.boolean(),
});
export type SelectAccountsResponse = z.infer<typeof selectAccountsResponse>;

const named = z.object({ code: z.string(), name: z.string() });
const dealerOption = z.object({ id: z.number().int(), nonsig: z.string(), name: z.string(), city: z.string(), state: z.string() });

export const accountSelects = z.object({
  /** Countries of the accounts the user may see. */
  countries: z.array(named),
  /** Vocations with a value (spec 3 §3). */
  vocations: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.string() })),
  fleets: z.object({
    national_global_account_names: z.array(z.string()),
    canadian_national_global_account_names: z.array(z.string()),
    government_account_names: z.array(z.string()),
  }),
  /** States and provinces per country of the spec's list; a country without any has []. */
  states: z.object({
    CA: z.array(named),
    US: z.array(named),
    MX: z.array(named),
    CO: z.array(named),
    AU: z.array(named),
    CN: z.array(named),
  }) satisfies z.ZodType<Record<(typeof STATE_COUNTRIES)[number], unknown>>,
  dealers: z.array(dealerOption),
  /** The manufacturer's own commercial tire service centers. */
  dealers_ctsc: z.array(dealerOption),
  unit_types: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  is_show_unknown: z.boolean(),
  is_show_localbook: z.boolean(),
  /** Spelled as the spec spells it. */
  is_show_goverment: z.boolean(),
  is_show_preferred_fleet: z.boolean(),
});
export type AccountSelects = z.infer<typeof accountSelects>;

/** GET select_account_ids: the typed words of the table's search. */
export const selectAccountIdsQuery = z.object({ key_word: text(200).default('') });
export const selectAccountIdsResponse = z.object({ account_ids: z.array(z.number().int()) });
