import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { HomeDestination } from './home-link';

const LABELS: Record<HomeDestination, MessageDescriptor> = {
  'business-solutions-dashboard': msg`Business Solutions Dashboard`,
  'dealer-portal-dashboard': msg`Dealer Portal Dashboard`,
  'dealer-portal': msg`Dealer Portal`,
  'fleet-central-dashboard': msg`Fleet Central Dashboard`,
};

export function useHomeLabel(destination: HomeDestination): string {
  const { _ } = useLingui();
  return _(LABELS[destination]);
}
