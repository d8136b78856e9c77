import { describe, expect, it } from 'vitest';
import { choiceOfUnits, defaultUnits, effectiveUnits, unitsOfChoice, UNIT_CHOICES } from './units-choice';

describe('the units choice', () => {
  it('maps each menu choice to the stored units and back', () => {
    expect(unitsOfChoice('imperial')).toEqual({ unitOfMeasurement: 'imperial', pressureUnit: 'psi' });
    expect(unitsOfChoice('metric_bar')).toEqual({ unitOfMeasurement: 'metric', pressureUnit: 'bar' });
    expect(unitsOfChoice('metric_kpa')).toEqual({ unitOfMeasurement: 'metric', pressureUnit: 'kPa' });
    for (const choice of UNIT_CHOICES) expect(choiceOfUnits(unitsOfChoice(choice))).toBe(choice);
  });

  it('defaults to metric for a metric account or a metric market, else imperial', () => {
    expect(defaultUnits('imperial', 'en-US')).toEqual({ unitOfMeasurement: 'imperial', pressureUnit: 'psi' });
    expect(defaultUnits('imperial', 'es-US')).toEqual({ unitOfMeasurement: 'imperial', pressureUnit: 'psi' });
    expect(defaultUnits('metric', 'en-US')).toEqual({ unitOfMeasurement: 'metric', pressureUnit: 'bar' });
    expect(defaultUnits('imperial', 'fr-CA')).toEqual({ unitOfMeasurement: 'metric', pressureUnit: 'bar' });
    expect(defaultUnits('imperial', 'de-DE')).toEqual({ unitOfMeasurement: 'metric', pressureUnit: 'bar' });
  });

  it('prefers the user\'s own choice over the default', () => {
    expect(effectiveUnits({ unitOfMeasurement: 'imperial', pressureUnit: null, language: 'fr-CA' }).pressureUnit).toBe('bar');
    expect(effectiveUnits({ unitOfMeasurement: 'imperial', pressureUnit: 'psi', language: 'fr-CA' })).toEqual({ unitOfMeasurement: 'imperial', pressureUnit: 'psi' });
    expect(effectiveUnits({ unitOfMeasurement: 'metric', pressureUnit: 'kPa', language: 'en-US' })).toEqual({ unitOfMeasurement: 'metric', pressureUnit: 'kPa' });
  });
});
