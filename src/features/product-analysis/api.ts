import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStoredReport, reportPollInterval, useEarlierReports, type ReportStatus } from '../../components/generated-reports';
import { api, type ProductReport, type ProductReportRequest, type ProductSelectsRequest } from './app-links';

export const PRODUCT_ANALYSIS_KEY = ['product-analysis'] as const;
const PREFIX = 'product_analysis_report';
type Option = { id: number | string; name: string };
const LEVELS = {
  type: ['get_tire_types', 'types'],
  brand: ['get_brands', 'brands'],
  line: ['get_product_lines', 'product_lines'],
  size: ['get_tire_sizes', 'sizes'],
} as const;

/** One dependent select's options; asked only once the level above it is chosen. */
export function useProductOptions(level: keyof typeof LEVELS, body: ProductSelectsRequest | null) {
  const [path, field] = LEVELS[level];
  return useQuery({
    queryKey: [...PRODUCT_ANALYSIS_KEY, level, body],
    queryFn: async ({ signal }) => ((await api.post(`${PREFIX}/${path}`, { json: body, signal }).json()) as Record<string, Option[]>)[field] ?? [],
    enabled: body !== null,
    networkMode: 'online',
  });
}

export function useProductReport(body: ProductReportRequest | null) {
  return useQuery({
    queryKey: [...PRODUCT_ANALYSIS_KEY, 'report', body],
    queryFn: ({ signal }) => api.post(`${PREFIX}/get_product_report`, { json: body, signal }).json<ProductReport>(),
    enabled: body !== null,
    networkMode: 'online',
  });
}

export const PRODUCT_ANALYSIS_FILES = { pdf: `${PREFIX}/get_product_report_pdf`, xlsx: `${PREFIX}/get_product_report_excel` } as const;

const REPORTS_KEY = [...PRODUCT_ANALYSIS_KEY, 'reports'] as const;

/** The user's earlier product analyses; polls while one is queued or running. */
export const useGeneratedReports = () => useEarlierReports(REPORTS_KEY, PREFIX);

/** Queues the comparison in the background (generate_reports); the list shows it at once. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductReportRequest) => api.post(`${PREFIX}/generate_reports`, { json: body }).json<{ id: number; status: ReportStatus }>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

/** An earlier report reopened as data (get_report, format json): ready, still being made, failed, gone. */
export function useStoredReport(id: number | null) {
  return useQuery({
    queryKey: [...PRODUCT_ANALYSIS_KEY, 'stored', id],
    queryFn: () => fetchStoredReport<ProductReport>(PREFIX, id!),
    enabled: id !== null,
    refetchInterval: (query) => reportPollInterval(query.state.data),
    networkMode: 'online',
  });
}

/** An earlier report's file: get_report with the format. */
export const STORED_REPORT_FILE = `${PREFIX}/get_report`;
