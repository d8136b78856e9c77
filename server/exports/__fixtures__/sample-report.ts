import type { ReportDocument, ReportSection } from '../report-model';

/** Tests' report: a long section from an async generator (like a cursor) and a short one. */
export interface SampleOptions {
  unitOfMeasurement: 'imperial' | 'metric';
  language?: string;
  readings?: number;
  /** Throws from the readings source after this many rows (a query failing mid-export). */
  failAfter?: number;
}

export const LOW_PRESSURE_PSI = 85;

export async function* readings(count: number, failAfter?: number): AsyncGenerator<Record<string, unknown>> {
  for (let i = 0; i < count; i++) {
    if (failAfter !== undefined && i === failAfter) throw new Error('reading query failed');
    yield {
      unit: `UNIT-${String(i).padStart(5, '0')}`,
      position: ['Steer', 'Drive', 'Trail'][i % 3],
      // Row 0 carries the reference values the tests convert: 100 psi, 4/32 in, 1,000 miles.
      pressure: i === 0 ? 100 : 70 + (i % 40),
      tread: i === 0 ? 3.175 : String(2 + (i % 20) * 0.5),
      odometer: 1000 + i,
      read_on: '2024-03-15',
      cost: 125.5,
    };
  }
}

export function sampleDocument(options: SampleOptions): ReportDocument {
  const tireReadings: ReportSection = {
    title: 'Tire readings',
    columns: [
      { key: 'unit', header: 'Unit', width: 14 },
      { key: 'position', header: 'Position', width: 10 },
      { key: 'pressure', header: 'Pressure', kind: 'pressure' },
      { key: 'tread', header: 'Tread depth', kind: 'tread' },
      { key: 'odometer', header: 'Odometer', kind: 'distance' },
      { key: 'read_on', header: 'Read on', kind: 'date' },
      { key: 'cost', header: 'Cost', kind: 'currency' },
    ],
    rows: readings(options.readings ?? 2_000, options.failAfter),
    cellColor: (row, key) => {
      if (key === 'pressure' && Number(row.pressure) < LOW_PRESSURE_PSI) return 'critical';
      if (key === 'tread' && Number(row.tread) <= 3) return 'warning';
      return undefined;
    },
  };
  const byPosition: ReportSection = {
    title: 'Summary by position',
    columns: [
      { key: 'position', header: 'Position' },
      { key: 'tires', header: 'Tires', kind: 'integer' },
      { key: 'share', header: 'Share', kind: 'percent' },
    ],
    rows: [
      { position: 'Steer', tires: 667, share: 33.35 },
      { position: 'Drive', tires: 667, share: 33.35 },
      { position: 'Trail', tires: 666, share: 33.3 },
    ],
    summary: [{ label: 'Total tires', value: '2,000' }],
  };
  return {
    meta: {
      title: 'Checkpoint report',
      subtitle: 'Tire pressure and tread depth',
      filters: [
        { label: 'Account', value: 'Northline Freight Lines' },
        { label: 'Dates', value: '03/01/2024 - 03/31/2024' },
      ],
      generatedAt: new Date(Date.UTC(2024, 3, 2, 14, 30)),
      generatedBy: 'Dana Fleet',
      language: options.language ?? (options.unitOfMeasurement === 'metric' ? 'de-DE' : 'en-US'),
      unitOfMeasurement: options.unitOfMeasurement,
      timeZone: 'America/Chicago',
    },
    sections: [tireReadings, byPosition],
  };
}
