import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { scrapReport, scrapReportRequest, scrapSurveysRequest, scrapSurveysResponse, type ScrapReport } from '../../../contract/scrap-analysis';
import { sendExport, type ExportFormat } from '../../exports';
import { exportWords } from '../../exports/export-words';
import { loadPrintablePhotos } from '../../exports/photos';
import type { ReportPicture } from '../../exports/report-model';
import type { BlobStore } from '../../files/blob-store';
import { requireUser } from '../../plugins/authenticate';
import { todayOf } from '../../plugins/request-context';
import { getScope } from '../../tenancy';
import { scrapCharts } from './export-charts';
import { photoName, scrapAnalysisDocument } from './export-document';
import { config, failures, tags } from './route-schema';
import { buildScrapReport, resolveSelection } from './report-service';
import { scrapSelectRoutes } from './select-routes';
import { scrapSurveys } from './survey-repository';
import type { ScrapSelection } from './scrap-filter';
import type { Db } from '../../db/client';
import { exportContext } from '../../exports/report-meta';

type ReportBody = z.output<typeof scrapReportRequest>;

async function selectionOf(request: FastifyRequest<{ Body: ReportBody }>): Promise<ScrapSelection> {
  return resolveSelection(request.server.db, await getScope(request), request.body, todayOf(request));
}

async function reportOf(request: FastifyRequest<{ Body: ReportBody }>, selection?: ScrapSelection): Promise<ScrapReport> {
  return buildScrapReport(request.server.db, { request: request.body, selection: selection ?? (await selectionOf(request)), user: requireUser(request), language: request.language });
}

const SURVEY_BATCH = 500;

/** Every survey of the selection, the newest first, read a batch at a time as the file is written. */
async function* allSurveys(db: Db, selection: ScrapSelection): AsyncGenerator<Record<string, unknown>> {
  for (let page = 1; ; page += 1) {
    const { surveys } = await scrapSurveys(db, selection, { page_number: page, page_size: SURVEY_BATCH });
    for (const survey of surveys) yield { ...survey, survey_date: survey.survey_date.slice(0, 10) };
    if (surveys.length < SURVEY_BATCH) return;
  }
}

/** The report's photos scaled to print; one the store no longer has is left out of the file. */
function loadPictures(store: BlobStore, report: ScrapReport, language: string): Promise<ReportPicture[]> {
  const words = exportWords(language);
  return loadPrintablePhotos(
    store,
    report.images.map((image) => ({ storageId: image.image, caption: `${image.account_name}: ${photoName(image, words)}` })),
  );
}

/**
 * The scrap analysis report (spec 3 §7 "Scrap analysis"), mounted at
 * /api/v2/scrap_analysis_report; every call needs TVSCRPAN and reads only the user's accounts.
 */
export async function scrapAnalysisRoutes(app: FastifyInstance, options: { blobStore?: BlobStore } = {}): Promise<void> {
  await app.register(scrapSelectRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const store = options.blobStore ?? app.blobStore;

  r.post('/get_surveys', { config, schema: { tags, body: scrapSurveysRequest, response: { 200: scrapSurveysResponse, ...failures } } }, async (request) => {
    const selection = await resolveSelection(app.db, await getScope(request), request.body, todayOf(request));
    return scrapSurveys(app.db, selection, request.body);
  });

  r.post('/get_scrap_report', { config, schema: { tags, body: scrapReportRequest, response: { 200: scrapReport, ...failures } } }, (request) => reportOf(request));

  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: ReportBody }>, reply: FastifyReply) => {
    const selection = await selectionOf(request);
    const report = await reportOf(request, selection);
    const context = exportContext(request);
    const pictures = await loadPictures(store, report, context.language);
    const charts = format === 'pdf' ? await scrapCharts(report, exportWords(context.language), context.language) : undefined;
    const document = scrapAnalysisDocument(context, report, pictures, { surveys: allSurveys(app.db, selection), charts });
    const name = `scrap analysis ${report.cover_page.date_from} ${report.cover_page.date_to}`.replace(/\//g, '-');
    return sendExport(reply, document, { format, fileName: name });
  };
  const fileSchema = { tags, body: scrapReportRequest, response: failures };
  r.post('/get_report_to_pdf', { config, schema: fileSchema }, file('pdf'));
  r.post('/get_report_to_excel', { config, schema: fileSchema }, file('xlsx'));
}
