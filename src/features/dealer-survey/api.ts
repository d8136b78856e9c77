import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ReportDealerRequest, type ReportDealerResponse } from './app-links';

export const DEALER_SURVEY_KEY = ['dealer-survey'] as const;

export interface CountryStates {
  country_code: string;
  country_name: string;
  states: { code: string; name: string }[];
}
export interface TextValue {
  text: string;
  value: string | number;
}
export interface Owner {
  id: number;
  nonsig: string;
  name: string;
  city: string;
  state: string;
}

export function useCountries() {
  return useQuery({
    queryKey: [...DEALER_SURVEY_KEY, 'countries'],
    queryFn: () => api.get('survey/get_countries_with_states').json<CountryStates[]>(),
    networkMode: 'online',
  });
}

export function useSurveyByUsers(country: string | undefined, state: string | undefined) {
  return useQuery({
    queryKey: [...DEALER_SURVEY_KEY, 'users', country, state],
    queryFn: () => api.post('survey/get_survey_by_users', { json: { country: country ?? null, state: state ?? null } }).json<{ survey_by_users: TextValue[] }>(),
    networkMode: 'online',
  });
}

export function useOwners(country: string | undefined) {
  return useQuery({
    queryKey: [...DEALER_SURVEY_KEY, 'owners', country],
    queryFn: () => api.post('common/get_owners', { json: { country: country ?? null } }).json<Owner[]>(),
    networkMode: 'online',
  });
}

export function useDealerReport(body: ReportDealerRequest | null) {
  return useQuery({
    queryKey: [...DEALER_SURVEY_KEY, 'report', body],
    queryFn: () => api.post('survey/report-dealer', { json: body }).json<ReportDealerResponse>(),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}
