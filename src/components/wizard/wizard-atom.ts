import { atomWithReducer } from 'jotai/utils';
import { initialWizardState, restoreWizard, wizardReducer, type WizardAction, type WizardState, type WizardValues } from './wizard-machine';

/**
 * One atom per report page: `const checkpointWizardAtom = createWizardAtom<Account, DateRange, Filters>()`,
 * then `const [state, dispatch] = useAtom(checkpointWizardAtom)`. Created per feature rather
 * than shared, so two reports never see each other's choices.
 */
export function createWizardAtom<A, D, F>(saved?: WizardValues<A, D, F>) {
  const initial: WizardState<A, D, F> = saved ? restoreWizard(saved) : initialWizardState();
  return atomWithReducer(initial, (state: WizardState<A, D, F>, action: WizardAction<A, D, F>) => wizardReducer(state, action));
}
