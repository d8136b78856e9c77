import { i18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateInput } from './date-input';
import { DateRangeInputs } from './date-range-inputs';
import { NumericInput } from './numeric-input';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const noop = () => {};

describe('NumericInput markup', () => {
  it('labels the field with its unit and offers the decimal keypad', () => {
    const html = render(<NumericInput id="p" label="Pressure" unit="psi" value={32} onChange={noop} />);
    expect(html).toContain('aria-labelledby="p-label p-input-unit"');
    expect(html).toContain('inputMode="decimal"');
    expect(html).toContain('value="32.00"');
    expect(html).not.toContain('aria-invalid');
  });

  it('offers the numeric keypad to integer-only fields', () => {
    expect(render(<NumericInput id="c" label="Count" integerOnly value={3} onChange={noop} />)).toContain('inputMode="numeric"');
  });

  it('links a shown error through aria-describedby and marks the field invalid', () => {
    const html = render(<NumericInput id="p" label="Pressure" description="Cold" value={null} errorMessage="Too low" onChange={noop} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="p-description p-error"');
    expect(html).toMatch(/<p id="p-error"[^>]*>Too low<\/p>/);
  });
});

describe('DateInput markup', () => {
  it('shows the value as en-US writes it, MM/DD/YYYY, with a format placeholder', () => {
    const html = render(<DateInput id="d" label="Date from" value={{ year: 2024, month: 2, day: 3 }} onChange={noop} isRequired />);
    expect(html).toContain('value="02/03/2024"');
    expect(html).toContain('placeholder="MM/DD/YYYY"');
    expect(html).toContain('for="d-input"');
    // aria-required, not required: the field's own message replaces the browser's bubble.
    expect(html).toContain('aria-required="true"');
  });
});

describe('DateInput in the user\'s locale', () => {
  const renderIn = (locale: string, node: ReactNode) => {
    const localI18n = setupI18n({ locale, messages: { [locale]: {} } });
    return renderToStaticMarkup(<I18nProvider i18n={localI18n}>{node}</I18nProvider>);
  };
  const day = { year: 2026, month: 11, day: 5 };

  it('shows the day and the placeholder in the order and marks of the locale', () => {
    const cases: [string, string, string][] = [
      ['fr-CA', '2026-11-05', 'YYYY-MM-DD'],
      ['fr-FR', '05/11/2026', 'DD/MM/YYYY'],
      ['pt-BR', '05/11/2026', 'DD/MM/YYYY'],
      ['de-DE', '05.11.2026', 'DD.MM.YYYY'],
      ['en-US', '11/05/2026', 'MM/DD/YYYY'],
    ];
    for (const [locale, value, placeholder] of cases) {
      const html = renderIn(locale, <DateInput id="d" label="Date" value={day} onChange={noop} />);
      expect(html, locale).toContain(`value="${value}"`);
      expect(html, locale).toContain(`placeholder="${placeholder}"`);
    }
  });
});

describe('DateRangeInputs markup', () => {
  const jan = { year: 2026, month: 1, day: 10 };
  const feb = { year: 2026, month: 2, day: 10 };

  it('says under To that the end is before the start, and nothing when in order', () => {
    const wrong = render(<DateRangeInputs ids={{ from: 'f', to: 't' }} from={feb} to={jan} onFromChange={noop} onToChange={noop} />);
    expect(wrong).toMatch(/<p id="t-error"[^>]*>The end date is before the start date<\/p>/);
    expect(wrong).toMatch(/<p id="f-error"[^>]*><\/p>/);
    const right = render(<DateRangeInputs ids={{ from: 'f', to: 't' }} from={jan} to={feb} onFromChange={noop} onToChange={noop} />);
    expect(right).not.toContain('The end date is before the start date');
    expect(right).toContain('value="01/10/2026"');
  });

  it('lets a message from outside win over the order rule', () => {
    const html = render(<DateRangeInputs ids={{ from: 'f', to: 't' }} from={feb} to={jan} toError="Server says no" onFromChange={noop} onToChange={noop} />);
    expect(html).toMatch(/<p id="t-error"[^>]*>Server says no<\/p>/);
  });
});
