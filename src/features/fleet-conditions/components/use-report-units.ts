import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { reportUnits, type ReportUnits } from '../report-units';
import { sessionAtom, store } from '../shared';

/** The signed-in user's measurement system (imperial or metric) as report units. */
export function useReportUnits(): ReportUnits {
  const system = useAtomValue(sessionAtom, { store }).user?.unit_of_measurement ?? null;
  return useMemo(() => reportUnits(system), [system]);
}
