import { describe, expect, it } from 'vitest';
import { validateNewLocation } from './new-location';

const valid = { account_id: '3', code: '', name: 'Yard', address: '1 Main', city: 'Akron', state: 'OH', zip: '44301', country: 'us', phone: '' };

describe('validateNewLocation', () => {
  it('accepts a complete form; code and phone are optional', () => {
    expect(validateNewLocation(valid)).toEqual({});
  });
  it('names each missing required field and a bad country', () => {
    expect(validateNewLocation({ ...valid, name: ' ', account_id: '', country: 'USA' })).toEqual({ name: 'required', account_id: 'required', country: 'country' });
    expect(validateNewLocation({ ...valid, country: '' })).toEqual({ country: 'required' });
  });
});
