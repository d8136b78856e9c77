import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import {
  canCloseStep,
  hasStepValue,
  isStepReachable,
  WIZARD_STEPS,
  type WizardAction,
  type WizardState,
  type WizardStep,
} from './wizard-machine';
import './wizard.css';

export interface WizardStepView {
  title: ReactNode;
  /** The step's form; rendered only while the step is open. */
  content: ReactNode;
  /** The saved value in a line, shown while the step is closed. */
  summary?: ReactNode;
  /** Text of the button that saves the step; Next for steps 1 and 2, Apply for the filters. */
  closeLabel?: ReactNode;
}

export interface WizardProps<A, D, F> {
  state: WizardState<A, D, F>;
  dispatch: (action: WizardAction<A, D, F>) => void;
  steps: Record<WizardStep, WizardStepView>;
  /** Level of the step headings, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * Presentational wizard: three collapsible steps following the disclosure pattern (a heading
 * holding a button with aria-expanded that controls the panel). All state lives in the
 * caller's wizard state, so the page decides where it is kept and when reports run.
 */
export function Wizard<A, D, F>({ state, dispatch, steps, headingLevel = 2, className }: WizardProps<A, D, F>) {
  const { t } = useLingui();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={className ? `wizard ${className}` : 'wizard'}>
      {WIZARD_STEPS.map((step) => {
        const view = steps[step];
        const isOpen = state.open === step;
        const toggleId = `${baseId}-step-${step}`;
        const panelId = `${baseId}-panel-${step}`;
        const isSaved = hasStepValue(state.saved, step);
        return (
          <section key={step} className="wizard-step" data-open={isOpen ? '' : undefined}>
            <Heading className="wizard-step-heading">
              <button
                type="button"
                id={toggleId}
                className="wizard-step-toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={!isOpen && !isStepReachable(state, step)}
                onClick={() => dispatch({ type: 'change-step', step: isOpen ? null : step })}
              >
                <span className="wizard-step-number" aria-hidden="true">
                  {step}
                </span>
                <span>{view.title}</span>
              </button>
            </Heading>
            {!isOpen ? (
              <p className="wizard-step-summary">{isSaved ? view.summary : t`Not selected yet`}</p>
            ) : null}
            <div id={panelId} role="region" aria-labelledby={toggleId} className="wizard-step-panel" hidden={!isOpen}>
              {isOpen ? (
                <>
                  {view.content}
                  <div className="wizard-step-actions">
                    <button
                      type="button"
                      className="wizard-step-close"
                      disabled={!canCloseStep(state, step)}
                      onClick={() => dispatch({ type: 'close-step', step })}
                    >
                      {view.closeLabel ?? (step === 3 ? t`Apply` : t`Next`)}
                    </button>
                  </div>
                </>
              ) : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
