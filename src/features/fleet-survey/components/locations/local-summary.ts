import type { LocationSummary } from '../../api/locations';
import type { LocationActivity } from '../../state';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The summary tiles without signal, from what the device holds. A survey whose inspections are
 * on the device is counted from them; one known only from the server's list counts with the
 * numbers that list gave. Units are the distinct units inspected, exact for local inspections;
 * a survey known only by its counts adds its count, as units cannot be matched across surveys.
 * Exceptions are judged by the server, so unsent readings add none until they are sent.
 */
export function summarizeLocal(activity: LocationActivity): LocationSummary {
  const units = new Set<string>();
  let unitsByCount = 0;
  let tires = 0;
  let exceptions = 0;
  for (const survey of activity.surveys) {
    const inspected = activity.inspectedUnits.get(survey.localId);
    if (inspected && inspected.size > 0) {
      inspected.forEach((u) => units.add(u));
      tires += activity.readings.get(survey.localId) ?? 0;
    } else {
      unitsByCount += count(survey.data.units);
      tires += count(survey.data.tires);
    }
    exceptions += count(survey.data.exceptions);
  }
  return { surveys: activity.surveys.length, units: units.size + unitsByCount, tires, exceptions };
}
