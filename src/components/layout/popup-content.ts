import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PopupKind } from '../../lib/store';

export interface PopupContent {
  title: MessageDescriptor;
  message: MessageDescriptor;
  action: MessageDescriptor;
  tone: 'info' | 'warning' | 'error';
}

/** The texts of spec 1 §8; titles and buttons say what closing the popup will do. */
export const POPUP_CONTENT: Record<PopupKind, PopupContent> = {
  'session-timeout': {
    title: msg`Session expired`,
    message: msg`Your session has expired due to inactivity. Please log in again.`,
    action: msg`Log in again`,
    tone: 'warning',
  },
  permissions: {
    title: msg`No access`,
    message: msg`You don't have permissions to this page!`,
    action: msg`Go to reports home`,
    tone: 'warning',
  },
  'portal-permissions': {
    title: msg`No access`,
    message: msg`You don't have permissions to this portal!`,
    action: msg`Go to portal home`,
    tone: 'warning',
  },
  'tire-management-permission': {
    title: msg`No access`,
    message: msg`You don't have permissions to tire management!`,
    action: msg`Go to reports home`,
    tone: 'warning',
  },
  'server-error': {
    title: msg`System Error`,
    message: msg`Something went wrong please try again`,
    action: msg`Close`,
    tone: 'error',
  },
  'url-too-long': {
    title: msg`Too long URL`,
    message: msg`Internet explorer doesn't support long URL. Please use different browser.`,
    action: msg`Close`,
    tone: 'warning',
  },
  'startup-failure': {
    title: msg`Connection problem`,
    message: msg`Could not connect to server. Please try again later.`,
    action: msg`Close`,
    tone: 'error',
  },
};
