import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { reportUnits, type ReportUnits } from '../report-units';
import { sessionAtom, store } from '../app-links';

/** The signed-in user's units (imperial; metric with bar or kPa) as report units. */
export function useReportUnits(): ReportUnits {
  const user = useAtomValue(sessionAtom, { store }).user;
  const system = user?.unit_of_measurement ?? null;
  const pressure = user?.pressure_unit ?? null;
  return useMemo(() => reportUnits(system, pressure), [system, pressure]);
}
