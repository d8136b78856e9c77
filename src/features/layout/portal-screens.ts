import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { userMayOpenPage } from '../../../contract/page-permissions';

export interface PortalScreen {
  path: string;
  label: MessageDescriptor;
}

/**
 * Every screen of the portal a user opens on its own (not one reached from another, like a
 * detail or a survey's units), in the header's "Portal screens" tab. Who sees which is not
 * written here: the page permissions of contract/page-permissions.ts decide it, as they decide
 * the route guard.
 */
export const PORTAL_SCREENS: readonly PortalScreen[] = [
  { path: '/checkpoint', label: msg`Checkpoint reports` },
  { path: '/dealer-survey-report', label: msg`Dealer survey report` },
  { path: '/fleet-condition-report', label: msg`Fleet condition report` },
  { path: '/fleet-dashboard', label: msg`Fleet dashboard` },
  { path: '/locations', label: msg`Fleet survey` },
  { path: '/tireoptix', label: msg`TireOptix survey reports` },
  { path: '/dlrtireoptix', label: msg`Surveys your dealership made` },
  { path: '/scrap-analysis-report', label: msg`Scrap analysis` },
  { path: '/product-analysis-report', label: msg`Product analysis` },
  { path: '/product-wear-rate-report', label: msg`Product wear rate` },
  { path: '/unit-history-report', label: msg`Unit history` },
  { path: '/torque-summary-report', label: msg`Torque summary` },
  { path: '/favorites', label: msg`Favorite reports` },
  { path: '/leasesales/configurator', label: msg`Lease sales configurator` },
  { path: '/manage-products', label: msg`Manage products` },
  { path: '/manage-specs', label: msg`Manage specifications` },
  { path: '/admin/translations', label: msg`Translations` },
  { path: '/admin/registrations', label: msg`Registration requests` },
];

/** The screens a signed-in user may open, in the menu's order. */
export function screensForUser(user: { group?: string | null; user_access_securities?: readonly string[] }): PortalScreen[] {
  return PORTAL_SCREENS.filter((screen) => userMayOpenPage(screen.path, user));
}
