import type { SurveyRow } from '../../../../contract/fleet-survey/surveys';
import type { UnitRow } from '../../../../contract/fleet-survey/units';
import { reportMeta, type ExportContext } from '../../../exports/report-meta';
import type { ReportDocument } from '../../../exports/report-model';

/*
 * The units and surveys tables as export documents: the same rows, in the same order, as
 * get_units and get_surveys with the same body, but every page. Headers are written in English;
 * the export pipeline translates them and localises dates and numbers.
 */


export function unitsDocument(context: ExportContext, subtitle: string | undefined, rows: AsyncIterable<UnitRow>): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Units', subtitle),
    sections: [
      {
        title: /*i18n*/ 'Units',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit number', width: 14 },
          { key: 'type_name', header: /*i18n*/ 'Type', width: 12 },
          { key: 'vin', header: /*i18n*/ 'VIN', width: 20 },
          { key: 'license_plate', header: /*i18n*/ 'License plate', width: 12 },
          { key: 'license_plate_state', header: /*i18n*/ 'State', width: 7 },
          { key: 'manufacturer', header: /*i18n*/ 'Manufacturer', width: 16 },
          { key: 'model', header: /*i18n*/ 'Model', width: 14 },
          { key: 'year', header: /*i18n*/ 'Year', kind: 'text', width: 7 },
          { key: 'axle_configuration', header: /*i18n*/ 'Axle configuration', width: 26 },
          { key: 'last_survey_date', header: /*i18n*/ 'Last survey date', kind: 'date', width: 14 },
        ],
        rows,
      },
    ],
  };
}

export function surveysDocument(context: ExportContext, subtitle: string | undefined, rows: AsyncIterable<SurveyRow>): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Surveys', subtitle),
    sections: [
      {
        title: /*i18n*/ 'Surveys',
        columns: [
          { key: 'survey_date', header: /*i18n*/ 'Survey date', kind: 'date', width: 14 },
          { key: 'status', header: /*i18n*/ 'Status', width: 10 },
          { key: 'survey_by', header: /*i18n*/ 'Survey by', width: 20 },
          { key: 'dealer_name', header: /*i18n*/ 'Dealer', width: 22 },
          { key: 'units', header: /*i18n*/ 'Units', kind: 'integer', width: 8 },
          { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
          { key: 'exceptions', header: /*i18n*/ 'Exceptions', kind: 'integer', width: 10 },
        ],
        rows,
      },
    ],
  };
}
