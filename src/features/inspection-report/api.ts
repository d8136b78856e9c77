import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type HomePageResponse, type ImagesPageResponse, type InspectionReportInput, type InspectionReportResponse, type SurveyDetailResponse } from './app-links';

export const INSPECTION_REPORT_KEY = ['inspection-report'] as const;

export function useHomePage() {
  return useQuery({
    queryKey: [...INSPECTION_REPORT_KEY, 'home'],
    queryFn: () => api.get('survey/get_home_page').json<HomePageResponse>(),
    networkMode: 'online',
    staleTime: 5 * 60_000,
  });
}

export function useSystemLevelAccess() {
  return useQuery({
    queryKey: [...INSPECTION_REPORT_KEY, 'system-access'],
    queryFn: () => api.get('survey/has_system_level_access').json<{ has_access: boolean }>(),
    networkMode: 'online',
    staleTime: Infinity,
  });
}

export function useInspectionReport(body: InspectionReportInput | null) {
  return useQuery({
    queryKey: [...INSPECTION_REPORT_KEY, 'report', body],
    queryFn: () => api.post('survey/report', { json: body }).json<InspectionReportResponse>(),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useSurveyDetail(surveyId: number | null) {
  return useQuery({
    queryKey: [...INSPECTION_REPORT_KEY, 'detail', surveyId],
    queryFn: () => api.post('survey/detail', { json: { survey_id: surveyId } }).json<SurveyDetailResponse>(),
    enabled: surveyId !== null,
    networkMode: 'online',
  });
}

export type ImagesTarget = { unit_id: number } | { tire_id: number };

export function useImagesPage(surveyId: number | null, target: ImagesTarget | null) {
  return useQuery({
    queryKey: [...INSPECTION_REPORT_KEY, 'images', surveyId, target],
    queryFn: () => api.post('survey/get_images_page', { json: { survey_id: surveyId, ...target } }).json<ImagesPageResponse>(),
    enabled: surveyId !== null && target !== null,
    networkMode: 'online',
  });
}
