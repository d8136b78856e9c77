import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RatedList } from './app-links';

/** The question of each rated list, as the questionnaire asks it. */
export const QUESTIONS: Record<RatedList, MessageDescriptor> = {
  fleet_sizes: msg`Fleet size`,
  precipitations: msg`Precipitation`,
  yard_slopes: msg`Yard slope`,
  yard_surfaces: msg`Yard surface`,
  vehicle_crossing_frequencies: msg`Vehicle crossings`,
  traffic_flows: msg`Traffic flow`,
  pressure_specifications: msg`Pressure specification`,
  vehicle_loads: msg`Vehicle load`,
  tread_patterns: msg`Tread pattern`,
  cleanings: msg`Cleaning`,
  fleet_list_managements: msg`Fleet list management`,
  multi_unit_trailer_configurations: msg`Multi-unit trailer configuration`,
};

/** Best rate: good fit; rate 1: poor fit; between: fair fit. */
export function fitOf(rate: number, maxRate: number): MessageDescriptor {
  if (rate >= maxRate) return msg`Good fit`;
  return rate <= 1 ? msg`Poor fit` : msg`Fair fit`;
}
