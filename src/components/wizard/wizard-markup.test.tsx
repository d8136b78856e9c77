import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Wizard, type WizardStepView } from './wizard';
import { initialWizardState, restoreWizard, type WizardState, type WizardStep } from './wizard-machine';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const steps: Record<WizardStep, WizardStepView> = {
  1: { title: 'Select account', content: <p>account form</p>, summary: 'Acme' },
  2: { title: 'Select date', content: <p>date form</p>, summary: 'January 2024' },
  3: { title: 'Filters', content: <p>filters form</p>, summary: 'Steer' },
};
const render = (state: WizardState<string, string, string>) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Wizard state={state} dispatch={() => {}} steps={steps} headingLevel={3} />
    </I18nProvider>,
  );

describe('Wizard markup', () => {
  it('renders three headed toggles, only the open step expanded with its form', () => {
    const html = render(initialWizardState());
    expect(html.match(/<h3/g)).toHaveLength(3);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toContain('account form');
    expect(html).not.toContain('date form');
    expect(html).toContain('Not selected yet');
    expect(html).toContain('>Next</button>');
  });

  it('disables the toggles of steps that cannot be reached yet, and Next until a value is chosen', () => {
    const html = render(initialWizardState());
    const toggles = html.match(/<button[^>]*wizard-step-toggle[^>]*>/g) ?? [];
    expect(toggles.map((tag) => tag.includes('disabled=""'))).toEqual([false, true, true]);
    expect(html).toMatch(/<button[^>]*wizard-step-close[^>]*disabled=""/);
  });

  it('shows the summaries of saved steps when closed', () => {
    const html = render(restoreWizard({ account: 'a', date: 'd', filters: 'f' }));
    expect(html).toContain('Acme');
    expect(html).toContain('January 2024');
    expect(html).toContain('Steer');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).not.toContain('disabled=""');
  });

  it('ties each toggle to its panel', () => {
    const html = render(initialWizardState());
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
    expect(controls).toHaveLength(3);
    for (const id of controls) expect(html).toContain(`id="${id}"`);
  });
});
