/**
 * The three-step report wizard (spec 1 §4, spec 2 §4): 1 account, 2 date, 3 filters. One step
 * is open at a time. Each step has a draft (what the user is editing) and a saved version
 * (what reports run with); only closing a step with its button saves it.
 *
 * Generic over the payload of each step, so the checkpoint, dashboard and other report
 * features share one set of transitions. A value of undefined means "not chosen yet".
 */
export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3];

export interface WizardValues<A, D, F> {
  account?: A;
  date?: D;
  filters?: F;
}

export interface WizardState<A, D, F> {
  open: WizardStep | null;
  draft: WizardValues<A, D, F>;
  saved: WizardValues<A, D, F>;
}

export const STEP_KEY = { 1: 'account', 2: 'date', 3: 'filters' } as const satisfies Record<WizardStep, keyof WizardValues<unknown, unknown, unknown>>;

export function hasStepValue<A, D, F>(values: WizardValues<A, D, F>, step: WizardStep): boolean {
  return values[STEP_KEY[step]] !== undefined;
}

/** A fresh wizard: nothing saved, step 1 open. */
export function initialWizardState<A, D, F>(): WizardState<A, D, F> {
  return { open: 1, draft: {}, saved: {} };
}

/**
 * A step can be opened once the steps before it are saved: filters depend on the account's
 * locations, and a date range without an account has nothing to apply to.
 */
export function isStepReachable<A, D, F>(state: WizardState<A, D, F>, step: WizardStep): boolean {
  if (step === 1) return true;
  if (step === 2) return state.saved.account !== undefined;
  return state.saved.account !== undefined && state.saved.date !== undefined;
}

/**
 * Closing saves the step and the ones before it, so each of them needs a chosen value
 * (a feature whose filters are all defaults passes its default filters object).
 */
export function canCloseStep<A, D, F>(state: WizardState<A, D, F>, step: WizardStep): boolean {
  return WIZARD_STEPS.filter((s) => s <= step).every((s) => hasStepValue(state.draft, s));
}

export function editAccount<A, D, F>(state: WizardState<A, D, F>, account: A | undefined): WizardState<A, D, F> {
  return { ...state, draft: { ...state.draft, account } };
}

export function editDate<A, D, F>(state: WizardState<A, D, F>, date: D | undefined): WizardState<A, D, F> {
  return { ...state, draft: { ...state.draft, date } };
}

export function editFilters<A, D, F>(state: WizardState<A, D, F>, filters: F | undefined): WizardState<A, D, F> {
  return { ...state, draft: { ...state.draft, filters } };
}

/**
 * Opens the chosen step and closes the others; unsaved edits of steps 1 and 2 go back to
 * their saved version (the filters draft is kept, as the spec names only steps 1 and 2).
 * null closes every step, which is what collapsing the open step's header does.
 * An unreachable step leaves the state unchanged.
 */
export function changeStep<A, D, F>(state: WizardState<A, D, F>, step: WizardStep | null): WizardState<A, D, F> {
  if (step !== null && !isStepReachable(state, step)) return state;
  return {
    open: step,
    draft: { ...state.draft, account: state.saved.account, date: state.saved.date },
    saved: state.saved,
  };
}

/**
 * Closing step 1 saves it and opens step 2; closing step 2 saves steps 1 and 2 and opens the
 * filters; closing the filters saves everything and closes the wizard. A step that cannot be
 * closed yet (see canCloseStep) leaves the state unchanged.
 */
export function closeStep<A, D, F>(state: WizardState<A, D, F>, step: WizardStep): WizardState<A, D, F> {
  if (!canCloseStep(state, step)) return state;
  const { draft, saved } = state;
  switch (step) {
    case 1:
      return { open: 2, draft, saved: { ...saved, account: draft.account } };
    case 2:
      return { open: 3, draft, saved: { ...saved, account: draft.account, date: draft.date } };
    case 3:
      return { open: null, draft, saved: { ...draft } };
  }
}

/**
 * Restoring a saved state (a template, a favorite report, a page's named saved state): the
 * saved values become both draft and saved, steps with saved data stay closed showing their
 * summary, and the first step without saved data is the one left open for input. With all
 * three saved, every step is closed and the report can run at once.
 */
export function restoreWizard<A, D, F>(saved: WizardValues<A, D, F>): WizardState<A, D, F> {
  const values: WizardValues<A, D, F> = { account: saved.account, date: saved.date, filters: saved.filters };
  const firstMissing = WIZARD_STEPS.find((step) => !hasStepValue(values, step)) ?? null;
  return { open: firstMissing, draft: { ...values }, saved: { ...values } };
}

/** Every step saved: the report can run. */
export function isWizardComplete<A, D, F>(state: WizardState<A, D, F>): boolean {
  return WIZARD_STEPS.every((step) => hasStepValue(state.saved, step));
}

export type WizardAction<A, D, F> =
  | { type: 'edit-account'; account: A | undefined }
  | { type: 'edit-date'; date: D | undefined }
  | { type: 'edit-filters'; filters: F | undefined }
  | { type: 'change-step'; step: WizardStep | null }
  | { type: 'close-step'; step: WizardStep }
  | { type: 'restore'; saved: WizardValues<A, D, F> }
  | { type: 'reset' };

export function wizardReducer<A, D, F>(state: WizardState<A, D, F>, action: WizardAction<A, D, F>): WizardState<A, D, F> {
  switch (action.type) {
    case 'edit-account':
      return editAccount(state, action.account);
    case 'edit-date':
      return editDate(state, action.date);
    case 'edit-filters':
      return editFilters(state, action.filters);
    case 'change-step':
      return changeStep(state, action.step);
    case 'close-step':
      return closeStep(state, action.step);
    case 'restore':
      return restoreWizard(action.saved);
    case 'reset':
      return initialWizardState();
  }
}
