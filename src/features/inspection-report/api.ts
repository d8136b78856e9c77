import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ImagesPageResponse, type InspectionReportInput, type InspectionReportResponse } from './app-links';
import { homePageQuery, INSPECTION_REPORT_KEY, surveyDetailQuery, systemLevelAccessQuery } from './queries';

export { INSPECTION_REPORT_KEY };

export function useHomePage() {
  return useQuery(homePageQuery);
}

export function useSystemLevelAccess() {
  return useQuery(systemLevelAccessQuery);
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
  return useQuery(surveyDetailQuery(surveyId));
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
