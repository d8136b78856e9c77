import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { installNavigationEffects, SCROLL_TO_TOP_DELAY_MS } from './navigation-effects';

type Listener = (event: { hrefChanged: boolean; toLocation: { href: string; hash: string } }) => void;

/** The router's events as installNavigationEffects subscribes to them. */
function fakeRouter() {
  const listeners = new Map<string, Listener>();
  const router = { subscribe: (name: string, listener: Listener) => (listeners.set(name, listener), () => listeners.delete(name)) };
  const resolve = (href: string, hash = '') => listeners.get('onResolved')!({ hrefChanged: true, toLocation: { href, hash } });
  return { router: router as unknown as AnyRouter, resolve };
}

describe('navigation effects: the scroll to the top (spec 1 §9)', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { href: 'https://portal.test/', origin: 'https://portal.test' }, setTimeout, scrollTo });
    vi.stubGlobal('document', { title: '' });
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux) Chrome/156' });
    scrollTo.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls to the top 100 ms after a move to another page', () => {
    const { router, resolve } = fakeRouter();
    installNavigationEffects(router);
    resolve('/locations/4/surveys');
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a move to a part of a page where the router scrolled it (the dashboard after a unit is saved)', () => {
    const { router, resolve } = fakeRouter();
    installNavigationEffects(router);
    resolve('/locations/4/dashboard#units', 'units');
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS * 5);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
