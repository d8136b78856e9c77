import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateInput } from './date-input';
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
  it('shows the value as MM/DD/YYYY with a format placeholder', () => {
    const html = render(<DateInput id="d" label="Date from" value={{ year: 2024, month: 2, day: 3 }} onChange={noop} isRequired />);
    expect(html).toContain('value="02/03/2024"');
    expect(html).toContain('placeholder="MM/DD/YYYY"');
    expect(html).toContain('for="d-input"');
    // aria-required, not required: the field's own message replaces the browser's bubble.
    expect(html).toContain('aria-required="true"');
  });
});
