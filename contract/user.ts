import { z } from 'zod';
import { PRESSURE_UNITS, UNIT_CHOICES } from './units-choice';

export const userGroups = ['CUS', 'DLR', 'WIN', 'GYR', 'SSC', 'ADMIN'] as const;
export type UserGroup = (typeof userGroups)[number];

/** The user object of spec 1 §3, as every sign-in, start and verify answer carries it. */
export const portalUser = z.object({
  login: z.string(),
  user_name: z.string(),
  user_last_name: z.string(),
  group: z.enum(userGroups),
  api_key: z.string(),
  /** ISO time after which the api key should be refreshed. */
  api_key_refresh_time: z.string(),
  token: z.string(),
  /** The membership-side token of the same sign-in. */
  gy_token: z.string(),
  /** Unix time in milliseconds after which the token is no longer accepted. */
  user_token_expire_time: z.number().int(),
  agree_to_fhq_terms: z.boolean(),
  user_access_securities: z.array(z.string()),
  unit_of_measurement: z.enum(['imperial', 'metric']),
  /** The pressure unit the user reads: psi with imperial, bar or kPa with metric (the user's menu). */
  pressure_unit: z.enum(PRESSURE_UNITS),
  email: z.string(),
  language: z.string(),
});
export type PortalUser = z.infer<typeof portalUser>;

/** The user's menu: which units to read (imperial; metric with bar; metric with kPa). */
export const unitPreferenceRequest = z.object({ units: z.enum(UNIT_CHOICES) });
export type UnitPreferenceRequest = z.infer<typeof unitPreferenceRequest>;
