import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxOp } from '../../data/outbox-types';

/** What each queued change means to the technician. */
export const OP_LABELS: Record<OutboxOp, MessageDescriptor> = {
  save_unit: msg`Save unit`,
  save_units: msg`Save imported units`,
  delete_unit: msg`Delete unit`,
  create_survey: msg`Create survey`,
  update_survey_details: msg`Change survey details`,
  finish_survey: msg`Finish survey`,
  delete_survey: msg`Delete survey`,
  add_new_unit_to_survey: msg`Add new unit to survey`,
  add_existing_unit_to_survey: msg`Add unit to survey`,
  update_unit_inspection: msg`Change unit inspection`,
  save_tire: msg`Save tire reading`,
  update_tire_details: msg`Change tire details`,
  replace_tires: msg`Replace tire`,
  undo_tire_replace: msg`Undo tire replacement`,
  update_removed_tire: msg`Change removed tire`,
  delete_removed_tire: msg`Delete removed tire`,
  add_unit_image: msg`Upload unit photo`,
  add_tire_image: msg`Upload tire photo`,
  delete_image: msg`Delete photo`,
  save_trailer_readiness: msg`Trailer readiness`,
};
