import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createWizardAtom } from './wizard-atom';
import {
  canCloseStep,
  changeStep,
  closeStep,
  editAccount,
  editDate,
  editFilters,
  initialWizardState,
  isStepReachable,
  isWizardComplete,
  restoreWizard,
  wizardReducer,
  type WizardState,
} from './wizard-machine';

type Account = { id: string };
type DateRange = { from: string; to: string };
type Filters = { positions: string[] };
type State = WizardState<Account, DateRange, Filters>;

const acme = { id: 'acme' };
const globex = { id: 'globex' };
const january = { from: '01/01/2024', to: '01/31/2024' };
const march = { from: '03/01/2024', to: '03/31/2024' };
const steer = { positions: ['steer'] };
const drive = { positions: ['drive'] };

/** A wizard where all three steps were saved and closed. */
function completed(): State {
  let state = initialWizardState<Account, DateRange, Filters>();
  state = closeStep(editAccount(state, acme), 1);
  state = closeStep(editDate(state, january), 2);
  return closeStep(editFilters(state, steer), 3);
}

describe('initial state', () => {
  it('opens step 1 with nothing saved', () => {
    expect(initialWizardState()).toEqual({ open: 1, draft: {}, saved: {} });
  });
});

describe('closeStep', () => {
  it('closing step 1 saves step 1 and opens step 2', () => {
    const state = closeStep(editAccount(initialWizardState<Account, DateRange, Filters>(), acme), 1);
    expect(state.open).toBe(2);
    expect(state.saved).toEqual({ account: acme });
  });

  it('closing step 2 saves steps 1 and 2 and opens the filters', () => {
    let state = closeStep(editAccount(initialWizardState<Account, DateRange, Filters>(), acme), 1);
    state = closeStep(editDate(state, january), 2);
    expect(state.open).toBe(3);
    expect(state.saved).toEqual({ account: acme, date: january });
  });

  it('closing step 2 also saves an account edited since step 1 was closed', () => {
    let state = closeStep(editAccount(initialWizardState<Account, DateRange, Filters>(), acme), 1);
    state = closeStep(editDate(editAccount(state, globex), january), 2);
    expect(state.saved.account).toBe(globex);
  });

  it('closing the filters saves everything and closes the wizard', () => {
    const state = completed();
    expect(state.open).toBeNull();
    expect(state.saved).toEqual({ account: acme, date: january, filters: steer });
    expect(isWizardComplete(state)).toBe(true);
  });

  it('does nothing until the step and those before it have values', () => {
    const empty = initialWizardState<Account, DateRange, Filters>();
    expect(canCloseStep(empty, 1)).toBe(false);
    expect(closeStep(empty, 1)).toBe(empty);
    const withAccount = editAccount(empty, acme);
    expect(canCloseStep(withAccount, 1)).toBe(true);
    expect(canCloseStep(withAccount, 2)).toBe(false);
    expect(closeStep(withAccount, 2)).toBe(withAccount);
    const withDate = editDate(withAccount, january);
    expect(canCloseStep(withDate, 3)).toBe(false);
    expect(canCloseStep(editFilters(withDate, steer), 3)).toBe(true);
  });
});

describe('changeStep', () => {
  it('opens the chosen step and closes the others', () => {
    expect(changeStep(completed(), 2).open).toBe(2);
    expect(changeStep(completed(), 1).open).toBe(1);
  });

  it('restores the saved version of steps 1 and 2', () => {
    let state = changeStep(completed(), 1);
    state = editAccount(state, globex);
    state = editDate(state, march);
    state = changeStep(state, 3);
    expect(state.draft.account).toBe(acme);
    expect(state.draft.date).toBe(january);
    expect(state.saved).toEqual({ account: acme, date: january, filters: steer });
  });

  it('keeps the filters draft, which the spec does not restore', () => {
    const state = changeStep(editFilters(changeStep(completed(), 3), drive), 1);
    expect(state.draft.filters).toBe(drive);
    expect(state.saved.filters).toBe(steer);
  });

  it('null closes every step, reverting steps 1 and 2 like any change', () => {
    const state = changeStep(editAccount(changeStep(completed(), 1), globex), null);
    expect(state.open).toBeNull();
    expect(state.draft.account).toBe(acme);
  });

  it('cannot open a step whose earlier steps are not saved', () => {
    const empty = initialWizardState<Account, DateRange, Filters>();
    expect(isStepReachable(empty, 1)).toBe(true);
    expect(isStepReachable(empty, 2)).toBe(false);
    expect(changeStep(empty, 2)).toBe(empty);
    expect(changeStep(empty, 3)).toBe(empty);
    const afterStep1 = closeStep(editAccount(empty, acme), 1);
    expect(isStepReachable(afterStep1, 2)).toBe(true);
    expect(isStepReachable(afterStep1, 3)).toBe(false);
  });
});

describe('restoreWizard', () => {
  it('with every step saved, all steps stay closed', () => {
    const state = restoreWizard<Account, DateRange, Filters>({ account: acme, date: january, filters: steer });
    expect(state.open).toBeNull();
    expect(state.saved).toEqual({ account: acme, date: january, filters: steer });
    expect(state.draft).toEqual(state.saved);
  });

  it('opens the first step without saved data', () => {
    expect(restoreWizard<Account, DateRange, Filters>({ account: acme, date: january }).open).toBe(3);
    expect(restoreWizard<Account, DateRange, Filters>({ account: acme }).open).toBe(2);
    expect(restoreWizard<Account, DateRange, Filters>({ date: january, filters: steer }).open).toBe(1);
    expect(restoreWizard<Account, DateRange, Filters>({}).open).toBe(1);
  });

  it('keeps only the three step values', () => {
    const saved = { account: acme, date: january, filters: steer, extra: true } as never;
    expect(Object.keys(restoreWizard<Account, DateRange, Filters>(saved).saved)).toEqual(['account', 'date', 'filters']);
  });
});

describe('wizardReducer and atom', () => {
  it('dispatches every transition', () => {
    let state = initialWizardState<Account, DateRange, Filters>();
    state = wizardReducer(state, { type: 'edit-account', account: acme });
    state = wizardReducer(state, { type: 'close-step', step: 1 });
    state = wizardReducer(state, { type: 'edit-date', date: january });
    state = wizardReducer(state, { type: 'close-step', step: 2 });
    state = wizardReducer(state, { type: 'edit-filters', filters: steer });
    state = wizardReducer(state, { type: 'close-step', step: 3 });
    expect(state).toEqual(completed());
    state = wizardReducer(state, { type: 'change-step', step: 2 });
    expect(state.open).toBe(2);
    state = wizardReducer(state, { type: 'restore', saved: { account: globex } });
    expect(state).toEqual(restoreWizard({ account: globex }));
    expect(wizardReducer(state, { type: 'reset' })).toEqual(initialWizardState());
  });

  it('keeps one wizard per atom in a jotai store', () => {
    const store = createStore();
    const first = createWizardAtom<Account, DateRange, Filters>();
    const restored = createWizardAtom<Account, DateRange, Filters>({ account: acme, date: january, filters: steer });
    store.set(first, { type: 'edit-account', account: globex });
    store.set(first, { type: 'close-step', step: 1 });
    expect(store.get(first).saved).toEqual({ account: globex });
    expect(store.get(first).open).toBe(2);
    expect(store.get(restored).open).toBeNull();
  });
});
