import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { requireUser } from '../plugins/authenticate';
import type { ReportFilter, ReportMeta } from './report-model';

/** Who asked for an export and with which filters: what every report's header shows. */
export interface ExportContext {
  user: SessionUser;
  language: string;
  filters: ReportFilter[];
}

/** The signed-in user's export context: their units and the request's language. */
export function exportContext(request: FastifyRequest, filters: ReportFilter[] = []): ExportContext {
  return { user: requireUser(request), language: request.language, filters };
}

/** The header of an exported report in the user's language, units and currency, stamped now. */
export function reportMeta(context: ExportContext, title: string, subtitle?: string): ReportMeta {
  return {
    title,
    subtitle,
    filters: context.filters,
    generatedAt: new Date(),
    generatedBy: `${context.user.firstName} ${context.user.lastName}`.trim(),
    language: context.language,
    unitOfMeasurement: context.user.unitOfMeasurement,
    pressureUnit: context.user.pressureUnit,
    currencySymbol: context.user.currencySymbol,
  };
}
