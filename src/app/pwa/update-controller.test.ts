import { describe, expect, it } from 'vitest';
import { createUpdateController, type UpdateSource } from './update-controller';

function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const wb: UpdateSource & { skipWaitingCalls: number; emit(type: 'waiting' | 'controlling'): void } = {
    skipWaitingCalls: 0,
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting() {
      this.skipWaitingCalls += 1;
    },
    emit(type) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return wb;
}

function setup({ initiallyControlled = true, unsaved = 0 } = {}) {
  const wb = fakeWorkbox();
  const state = { ready: false, reloads: 0, unsaved };
  const controller = createUpdateController({
    wb,
    initiallyControlled,
    unsavedCount: () => state.unsaved,
    onReadyChange: (ready) => (state.ready = ready),
    reload: () => (state.reloads += 1),
  });
  return { wb, state, controller };
}

describe('update controller', () => {
  it('shows the prompt when a new worker waits', () => {
    const { wb, state } = setup();
    wb.emit('waiting');
    expect(state.ready).toBe(true);
  });

  it('without unsaved work, Reload sends skip-waiting and reloads once the new worker controls', () => {
    const { wb, state, controller } = setup();
    wb.emit('waiting');
    expect(controller.apply()).toBe('skip-waiting');
    expect(wb.skipWaitingCalls).toBe(1);
    expect(state.reloads).toBe(0);
    wb.emit('controlling');
    expect(state.reloads).toBe(1);
  });

  it('with unsaved work, Reload neither activates the worker nor reloads', () => {
    const { wb, state, controller } = setup({ unsaved: 1 });
    wb.emit('waiting');
    expect(controller.apply()).toBe('blocked');
    expect(wb.skipWaitingCalls).toBe(0);
    expect(state.reloads).toBe(0);
    state.unsaved = 0;
    expect(controller.apply()).toBe('skip-waiting');
  });

  it('a first install claiming the page is not an update', () => {
    const { wb, state } = setup({ initiallyControlled: false });
    wb.emit('controlling');
    expect(state.ready).toBe(false);
    expect(state.reloads).toBe(0);
  });

  it('an update applied by another tab is offered, never forced', () => {
    const { wb, state, controller } = setup({ unsaved: 1 });
    wb.emit('controlling');
    expect(state.ready).toBe(true);
    expect(state.reloads).toBe(0);
    expect(controller.apply()).toBe('blocked');
    state.unsaved = 0;
    expect(controller.apply()).toBe('reload');
    expect(wb.skipWaitingCalls).toBe(0);
    expect(state.reloads).toBe(1);
  });

  it('Later hides the prompt', () => {
    const { wb, state, controller } = setup();
    wb.emit('waiting');
    controller.dismiss();
    expect(state.ready).toBe(false);
  });
});
