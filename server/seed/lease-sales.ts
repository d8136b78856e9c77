import * as t from '../db/schema';
import { addDays, type SeedContext } from './context';
import type { Organizations } from './organization-types';

/** Rate 3 suits a drive-over reader well, 1 poorly; the color shows it in the configurator. */
const RATE_COLORS: Record<number, string> = { 1: '#c62828', 2: '#f9a825', 3: '#2e7d32' };

/** The rated lists of spec 3 §3 as [text, rate] pairs. */
const RATED_LISTS: Record<string, readonly (readonly [string, number])[]> = {
  fleet_sizes: [['1 to 49 units', 1], ['50 to 149 units', 2], ['150 to 499 units', 3], ['500 units or more', 3]],
  precipitations: [['Low (under 20 in a year)', 3], ['Moderate (20 to 40 in a year)', 2], ['High (over 40 in a year)', 1], ['Heavy snow', 1]],
  yard_slopes: [['Flat', 3], ['Gentle (under 3%)', 2], ['Steep (3% or more)', 1]],
  yard_surfaces: [['Concrete', 3], ['Asphalt', 3], ['Gravel', 1], ['Dirt', 1]],
  vehicle_crossing_frequencies: [['Under 50 a day', 1], ['50 to 200 a day', 2], ['Over 200 a day', 3]],
  traffic_flows: [['One-way gate', 3], ['Two-way single lane', 2], ['Mixed, unmarked', 1]],
  pressure_specifications: [['One spec fleet-wide', 3], ['A spec per position', 2], ['No written spec', 1]],
  vehicle_loads: [['Mostly loaded', 2], ['Mixed', 3], ['Mostly empty', 2]],
  tread_patterns: [['Rib', 3], ['Lug (drive)', 2], ['Off-road or mixed service', 1]],
  cleanings: [['Daily', 3], ['Weekly', 2], ['Rarely', 1]],
  fleet_list_managements: [['Export from a fleet management system', 3], ['Spreadsheet', 2], ['None', 1]],
  multi_unit_trailer_configurations: [['Single trailers only', 3], ['Doubles', 2], ['Triples or long combinations', 1]],
};

const PLAIN_LISTS: Record<string, readonly string[]> = {
  fleet_types: ['Tractor-trailer', 'Straight truck', 'Mixed fleet', 'Bus and coach'],
  lease_terms: ['12 months', '24 months', '36 months', '48 months', '60 months'],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export function seedLeaseSales(ctx: SeedContext, orgs: Organizations, submitterIds: number[]): void {
  const { writer, ids } = ctx;
  for (const [list, options] of Object.entries(RATED_LISTS)) {
    options.forEach(([text, rate], sort) =>
      writer.add(t.leaseSalesOptions, { id: ids.next(t.leaseSalesOptions), list, text, value: slug(text), rate, color: RATE_COLORS[rate]!, sort }),
    );
  }
  for (const [list, texts] of Object.entries(PLAIN_LISTS)) {
    texts.forEach((text, sort) => writer.add(t.leaseSalesOptions, { id: ids.next(t.leaseSalesOptions), list, text, value: slug(text), rate: null, color: null, sort }));
  }
  // Two sample questionnaires: answer k of each list, scored as the share of the best rate.
  const accounts = [orgs.accountByKey.northline, orgs.accountByKey.maplehaul];
  submitterIds.forEach((userId, k) => {
    const answers: Record<string, string> = {};
    let rates = 0;
    for (const [list, options] of Object.entries(RATED_LISTS)) {
      const [text, rate] = options[(k + list.length) % options.length]!;
      answers[list] = slug(text);
      rates += rate;
    }
    answers.fleet_types = slug(PLAIN_LISTS.fleet_types![0]!);
    answers.lease_terms = slug(PLAIN_LISTS.lease_terms![2 + k]!);
    const maxRates = Object.keys(RATED_LISTS).length * 3;
    const account = accounts[k % accounts.length]!;
    const yard = account.locations[0];
    // The prospect's yard and the plain choices (contract/lease-sales submissionDetails).
    const details = {
      fleet_name: `${account.name} lease fleet`, address: '', city: yard?.hub.city ?? '', state: yard?.hub.state ?? '', zip: '',
      country: account.country, latitude: null, longitude: null, fssm: String(userId), region: '',
      fleet_type: answers.fleet_types, lease_term: answers.lease_terms, comments: '',
    };
    writer.add(t.leaseSalesSubmissions, {
      id: ids.next(t.leaseSalesSubmissions), userId, accountId: account.id, answers, details,
      score: Math.round((rates / maxRates) * 1000) / 10, createdAt: addDays(ctx.now, -(12 + k * 20)),
    });
  });
}
