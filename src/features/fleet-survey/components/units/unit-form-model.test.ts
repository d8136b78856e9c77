import { describe, expect, it } from 'vitest';
import { copySpecification, emptyUnitForm, fieldsFromForm, formFromData, takenLocally, validateUnitForm } from './unit-form-model';

describe('unit form model', () => {
  it('round-trips stored data through the form, blanks as null', () => {
    const form = formFromData({ unit_number: 'T-1', vin: '', type: 3, year: 2019, axle_manufacturer: 'Meritor', type_name: 'Trailer', vocation: null });
    expect(form).toMatchObject({ unit_number: 'T-1', type: 3, year: 2019, axle_manufacturer: 'Meritor', vocation: null });
    const fields = fieldsFromForm({ ...form, license_plate_state: ' oh ' });
    expect(fields).toMatchObject({ unit_number: 'T-1', vin: null, type: 3, year: 2019, axle_manufacturer: 'Meritor', license_plate_state: 'OH', vocation: null });
    expect(fields).not.toHaveProperty('type_name');
  });

  it('copies the specification but never the identity of a vehicle', () => {
    const form = { ...emptyUnitForm(), unit_number: 'NEW-1', vin: 'MYVIN' };
    const copied = copySpecification(form, { unit_number: 'OLD-9', vin: 'OLDVIN', license_plate: 'ABC', type: 2, axle_configuration_id: 14, model: 'Utility 4000' });
    expect(copied).toMatchObject({ unit_number: 'NEW-1', vin: 'MYVIN', license_plate: '', type: 2, axle_configuration_id: 14, model: 'Utility 4000' });
  });

  it('finds a number taken by another local unit, ignoring case and spaces, but not by itself', () => {
    const units = [
      { localId: 'a', data: { unit_number: 'tr-100' } },
      { localId: 'b', data: { unit_number: 'TR-200' } },
    ];
    expect(takenLocally(units, ' TR-100 ', null)).toEqual({ unit_number: 'tr-100' });
    expect(takenLocally(units, 'TR-100', 'a')).toBeNull();
    expect(takenLocally(units, '', null)).toBeNull();
  });

  it('requires a number and a type, and checks lengths and the year', () => {
    expect(validateUnitForm(emptyUnitForm(), false)).toEqual({ unit_number: 'required', type: 'required' });
    const form = { ...emptyUnitForm(), unit_number: 'A', type: 1, vin: 'x'.repeat(31), year: 1800 };
    expect(validateUnitForm(form, true)).toEqual({ unit_number: 'number_taken', vin: 'too_long', year: 'year_range' });
  });

  it('checks a typed VIN: its length, its letters and its check digit', () => {
    const form = { ...emptyUnitForm(), unit_number: 'A', type: 1 };
    expect(validateUnitForm({ ...form, vin: '1FUJGLDR3CLBP8834' }, false)).toEqual({});
    expect(validateUnitForm({ ...form, vin: ' 1fujgldr3clbp8834 ' }, false)).toEqual({});
    expect(validateUnitForm({ ...form, vin: '1FUJGLDR9CLBP8834' }, false)).toEqual({ vin: 'vin_check_digit' });
    expect(validateUnitForm({ ...form, vin: '1FUJGLDR3CLBP883' }, false)).toEqual({ vin: 'vin_length' });
    expect(validateUnitForm({ ...form, vin: '1FUJGLDR3CLBP88O4' }, false)).toEqual({ vin: 'vin_characters' });
  });

  it('leaves a VIN the unit already had as it is', () => {
    const form = { ...emptyUnitForm(), unit_number: 'A', type: 1, vin: 'VIN2' };
    expect(validateUnitForm(form, false, 'VIN2')).toEqual({});
    expect(validateUnitForm({ ...form, vin: 'VIN3' }, false, 'VIN2')).toEqual({ vin: 'vin_length' });
  });

  it('stores a valid VIN upper case without spaces, and an old one as typed', () => {
    expect(fieldsFromForm({ ...emptyUnitForm(), unit_number: 'A', vin: '1fuj gldr3clbp8834' }).vin).toBe('1FUJGLDR3CLBP8834');
    expect(fieldsFromForm({ ...emptyUnitForm(), unit_number: 'A', vin: 'vin 2' }).vin).toBe('vin 2');
  });
});
