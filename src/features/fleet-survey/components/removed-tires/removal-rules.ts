import { MAX_TREAD_DEPTH_MM } from '../../../../../contract/fleet-survey/limits';
import type { RemovalFields } from '../../data';
import type { Units } from '../../../../lib/units';
import { toStored } from '../shared/reading-form';

/** The removal form in the user's units (tread) and as typed (odometer, hours, comments). */
export interface RemovalForm {
  reasonIds: number[];
  wearConditionIds: number[];
  tread: number | null;
  odometer: number | null;
  hours: number | null;
  comments: string;
}

export function removalFormFrom(data: Partial<RemovalFields> | null | undefined, units: Units): RemovalForm {
  const tread = data?.tread_depth_mm;
  const odometer = data?.odometer;
  return {
    reasonIds: [...(data?.removal_reason_ids ?? [])],
    wearConditionIds: [...(data?.wear_condition_ids ?? [])],
    tread: typeof tread === 'number' ? units.treadDepth.display(tread) : null,
    // Odometers are stored in miles, like every distance; shown in km for a metric user.
    odometer: typeof odometer === 'number' ? Math.round(units.distance.fromStored(odometer)) : null,
    hours: data?.hours ?? null,
    comments: data?.comments ?? '',
  };
}

export function removalFromForm(form: RemovalForm, units: Units): RemovalFields {
  return {
    removal_reason_ids: [...form.reasonIds],
    wear_condition_ids: [...form.wearConditionIds],
    tread_depth_mm: toStored(units.treadDepth, form.tread, MAX_TREAD_DEPTH_MM),
    odometer: form.odometer === null ? null : Math.min(10_000_000, Math.round(units.distance.toStored(form.odometer))),
    hours: form.hours,
    comments: form.comments.trim() === '' ? null : form.comments.trim(),
  };
}

/** The server needs at least one reason; field rules are the inputs' own. */
export function removalProblem(form: RemovalForm, fieldsInvalid: boolean): 'reasons' | 'fields' | null {
  if (form.reasonIds.length === 0) return 'reasons';
  if (fieldsInvalid) return 'fields';
  return null;
}
