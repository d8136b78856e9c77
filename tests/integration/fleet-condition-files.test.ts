import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetConditionReport } from '../../contract/fleet-conditions';
import { images } from '../../server/db/schema';
import { PHOTO_PRINT_BOX } from '../../server/exports/photos';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import * as fixture from '../helpers/fleet-condition-fixture';
import { readPdfPictures, readPdfText, readPng, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

/** The fleet condition files carry the screen's charts and its photos, the photos scaled to print. */
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
let reportId: number;
type Buckets = { buckets: { tires: number }[] };
let report: {
  multiple_graphs: {
    pressure_distribution: ({ position_class: string } & Buckets)[];
    tread_depth_distribution: ({ position_class: string } & Buckets)[];
    exceptions_by_location: { code: string; name: string; pressure_warning: number; pressure_critical: number; tread_warning: number; tread_critical: number }[];
  };
  images_data: { images: unknown[] };
  statistic_data: Pick<FleetConditionReport['statistic_data'], 'age_levels' | 'by_position_class'>;
};
const { FC } = fixture;
const call = fixture.fleetConditionCaller(() => app, () => headers);
const CAMERA = { width: 2400, height: 1800 };

/** A camera-sized photo: a gradient with some noise, so it does not compress to nothing. */
async function cameraPhoto(): Promise<Buffer> {
  const { width, height } = CAMERA;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    pixels[i * 3] = (x * 255) / width;
    pixels[i * 3 + 1] = (i * 7919) % 251;
    pixels[i * 3 + 2] = 120;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

const TITLE = { steer: 'Steer', drive: 'Drive', trail: 'Trailer' } as Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await fixture.createFleetConditionFixture(database.db);
  app = await fixture.createFleetConditionApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
  // The critical tire's photo as a phone takes it.
  const photo = await cameraPhoto();
  const stored = await app.blobStore.put(photo);
  await database.db.update(images).set({ storageId: stored.storageId, byteSize: photo.length }).where(eq(images.storageId, FC.images.critical));
  const generated = await call('POST', 'generate_reports', 'customerA', { account_ids: [FLEET.accountA], ...FC.range, report_name: 'ALPHA pictures', comments: null });
  expect(generated.statusCode, generated.body).toBe(202);
  reportId = generated.json().id;
  await app.reportJobs.processNow();
  report = (await call('POST', 'get_report', 'customerA', { id: reportId })).json();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('fleet condition files', () => {
  it('prints every chart of the screen under its title, and the photo scaled to print', async () => {
    const graphs = report.multiple_graphs;
    const charts = graphs.pressure_distribution.length + graphs.tread_depth_distribution.length + 1;
    expect(graphs.pressure_distribution.length).toBeGreaterThan(0);
    expect(report.images_data.images).toHaveLength(1);
    const pdf = (await call('POST', 'get_pdf_report', 'customerA', { id: reportId })).rawPayload;
    const text = (await readPdfText(pdf)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Graphs');
    for (const entry of graphs.pressure_distribution) expect(text).toContain(`Pressure, ${TITLE[entry.position_class]} tires`);
    for (const entry of graphs.tread_depth_distribution) expect(text).toContain(`Tread depth, ${TITLE[entry.position_class]} tires`);
    expect(text).toContain('Exceptions by location');
    expect(text).toContain('Tire age');
    expect(text).toContain('No DOT date');
    // The figures follow the charts, as on the screen.
    expect(text).toContain('Graph Range or location Tires Pressure warning');
    expect(text.indexOf('Range or location')).toBeGreaterThan(text.indexOf('Exceptions by location'));
    expect(text).toContain('Photos of tires with exceptions');
    expect(text).toContain('ALPHA-U1 · Axle 1');

    const pictures = await readPdfPictures(pdf);
    expect(pictures).toHaveLength(charts + 1);
    // The charts are drawn at twice their printed size; the photo is no larger than its print box.
    const photo = pictures.filter((picture) => picture.width / picture.height === CAMERA.width / CAMERA.height && picture.width <= PHOTO_PRINT_BOX.width);
    expect(photo).toHaveLength(1);
    expect(photo[0]).toMatchObject({ width: PHOTO_PRINT_BOX.width, height: PHOTO_PRINT_BOX.height });
    expect(pictures.filter((picture) => picture.width >= CAMERA.width)).toEqual([]);
  });

  it('carries the charts on a Graphs sheet and the photo, scaled, on a sheet of its own', async () => {
    const graphs = report.multiple_graphs;
    const charts = graphs.pressure_distribution.length + graphs.tread_depth_distribution.length + 1;
    const { workbook, sheets } = await readXlsx((await call('POST', 'get_excel_report', 'customerA', { id: reportId })).rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Statistics', 'Tire age', 'Fleet conditions', 'Graphs', 'Units', 'Potential loss', 'Specifications', 'Tire age rules', 'Surveys', 'Photos of tires with exceptions',
    ]);
    // The age rules in force, a row a surveyed location.
    const rules = sheets.find((sheet) => sheet.name === 'Tire age rules')!;
    expect(rules.rows.find((row) => row[0] === 'ALPHA-Y2')?.slice(2)).toEqual([5, 8]);
    // Tire age per position as the screen's table: tires, under the rule, warning, critical, no DOT date.
    const ageSheet = sheets.find((sheet) => sheet.name === 'Tire age')!;
    const ageHead = ageSheet.rows.findIndex((row) => row[0] === 'Position');
    expect(ageSheet.rows[ageHead]).toEqual(['Position', 'Tires', 'Under the age rule', 'Age warning', 'Age critical', 'No DOT date']);
    const age = report.statistic_data.age_levels!;
    expect(age.critical).toBeGreaterThan(0);
    expect(ageSheet.rows.find((row) => row[0] === 'All positions')).toEqual(['All positions', age.ok + age.warning + age.critical + age.unknown, age.ok, age.warning, age.critical, age.unknown]);
    const steer = report.statistic_data.by_position_class.find((entry) => entry.position_class === 'steer')!.age_levels!;
    expect(ageSheet.rows.find((row) => row[0] === 'Steer')?.slice(2)).toEqual([steer.ok, steer.warning, steer.critical, steer.unknown]);
    const graphSheet = sheets.find((sheet) => sheet.name === 'Graphs')!;
    expect(graphSheet.rows.flat()).toContain('Exceptions by location');
    // The charts' figures as a table, a row a bar, as the screen's "Figures of this graph".
    const head = graphSheet.rows.findIndex((row) => row[0] === 'Graph');
    expect(graphSheet.rows[head]).toEqual(['Graph', 'Range or location', 'Tires', 'Pressure warning', 'Pressure critical', 'Tread warning', 'Tread critical']);
    const figures = graphSheet.rows.slice(head + 1).filter((row) => typeof row[0] === 'string' && row.length > 1);
    const tiresOf = (title: string) => figures.filter((row) => String(row[0]).startsWith(title)).map((row) => row[2]);
    for (const entry of graphs.pressure_distribution) expect(tiresOf(`Pressure, ${TITLE[entry.position_class]} tires`)).toEqual(entry.buckets.map((bucket) => bucket.tires));
    for (const entry of graphs.tread_depth_distribution) expect(tiresOf(`Tread depth, ${TITLE[entry.position_class]} tires`)).toEqual(entry.buckets.map((bucket) => bucket.tires));
    expect(graphs.exceptions_by_location.length).toBeGreaterThan(0);
    for (const location of graphs.exceptions_by_location) {
      const row = figures.find((cells) => cells[0] === 'Exceptions by location' && cells[1] === `${location.code} ${location.name}`);
      // No tire count on a stacked chart's row: its cells start at the levels.
      expect(row).toEqual(['Exceptions by location', `${location.code} ${location.name}`, null, location.pressure_warning, location.pressure_critical, location.tread_warning, location.tread_critical]);
    }
    const chartImages = graphSheet.worksheet.getImages().map((image) => workbook.getImage(Number(image.imageId)));
    expect(chartImages).toHaveLength(charts);
    for (const image of chartImages) expect(readPng(image.buffer as unknown as Buffer).inked).toBeGreaterThan(1000);
    const photoSheet = sheets.find((sheet) => sheet.name === 'Photos of tires with exceptions')!;
    const [photo] = photoSheet.worksheet.getImages().map((image) => workbook.getImage(Number(image.imageId)));
    const size = await sharp(photo!.buffer as unknown as Buffer).metadata();
    expect([size.width, size.height]).toEqual([PHOTO_PRINT_BOX.width, PHOTO_PRINT_BOX.height]);
  });
});
