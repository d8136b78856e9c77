import type { LocationSummary } from '../../api/locations';
import type { LocationActivity } from '../../state';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The summary tiles without signal, from what the device holds. Units are the location's units
 * on this device (countLocationUnits: the unit list's rows), the number the server's summary
 * gives by the same rule. A survey whose inspections are on the device counts its readings from
 * them; one known only from the server's list counts with the number that list gave. Exceptions
 * are judged by the server, so unsent readings add none until they are sent.
 */
export function summarizeLocal(activity: LocationActivity): LocationSummary {
  let tires = 0;
  let exceptions = 0;
  for (const survey of activity.surveys) {
    const inspected = activity.inspectedUnits.get(survey.localId);
    tires += inspected && inspected.size > 0 ? (activity.readings.get(survey.localId) ?? 0) : count(survey.data.tires);
    exceptions += count(survey.data.exceptions);
  }
  return { surveys: activity.surveys.length, units: activity.unitCount, tires, exceptions };
}
