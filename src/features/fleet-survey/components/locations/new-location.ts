/** The add-location form as typed; every value a string until sent. */
export interface NewLocationForm {
  account_id: string;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}

export type NewLocationProblem = 'required' | 'country';

/** The contract's rules, checked before sending so a field error shows without a round trip. */
export function validateNewLocation(form: NewLocationForm): Partial<Record<keyof NewLocationForm, NewLocationProblem>> {
  const problems: Partial<Record<keyof NewLocationForm, NewLocationProblem>> = {};
  for (const field of ['account_id', 'name', 'address', 'city', 'state', 'zip'] as const) {
    if (!form[field].trim()) problems[field] = 'required';
  }
  if (!/^[A-Za-z]{2}$/.test(form.country.trim())) problems.country = form.country.trim() ? 'country' : 'required';
  return problems;
}
