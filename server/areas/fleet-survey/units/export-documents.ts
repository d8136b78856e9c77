import type { SurveyRow } from '../../../../contract/fleet-survey/surveys';
import type { UnitRow } from '../../../../contract/fleet-survey/units';
import { reportMeta, type ExportContext } from '../../../exports/report-meta';
import type { ReportDocument } from '../../../exports/report-model';

/*
 * The units and surveys tables as export documents: the same rows, in the same order, as
 * get_units and get_surveys with the same body, but every page. Headers are English; the
 * export pipeline localises dates, numbers and its own words.
 */


export function unitsDocument(context: ExportContext, subtitle: string | undefined, rows: AsyncIterable<UnitRow>): ReportDocument {
  return {
    meta: reportMeta(context, 'Units', subtitle),
    sections: [
      {
        title: 'Units',
        columns: [
          { key: 'unit_number', header: 'Unit number', width: 14 },
          { key: 'type_name', header: 'Type', width: 12 },
          { key: 'vin', header: 'VIN', width: 20 },
          { key: 'license_plate', header: 'License plate', width: 12 },
          { key: 'license_plate_state', header: 'State', width: 7 },
          { key: 'manufacturer', header: 'Manufacturer', width: 16 },
          { key: 'model', header: 'Model', width: 14 },
          { key: 'year', header: 'Year', kind: 'text', width: 7 },
          { key: 'axle_configuration', header: 'Axle configuration', width: 26 },
          { key: 'last_survey_date', header: 'Last survey date', kind: 'date', width: 14 },
        ],
        rows,
      },
    ],
  };
}

export function surveysDocument(context: ExportContext, subtitle: string | undefined, rows: AsyncIterable<SurveyRow>): ReportDocument {
  return {
    meta: reportMeta(context, 'Surveys', subtitle),
    sections: [
      {
        title: 'Surveys',
        columns: [
          { key: 'survey_date', header: 'Survey date', kind: 'date', width: 14 },
          { key: 'status', header: 'Status', width: 10 },
          { key: 'survey_by', header: 'Survey by', width: 20 },
          { key: 'dealer_name', header: 'Dealer', width: 22 },
          { key: 'units', header: 'Units', kind: 'integer', width: 8 },
          { key: 'tires', header: 'Tires', kind: 'integer', width: 8 },
          { key: 'exceptions', header: 'Exceptions', kind: 'integer', width: 10 },
        ],
        rows,
      },
    ],
  };
}
