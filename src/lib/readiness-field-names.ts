import { msg } from '@lingui/core/macro';
import { nameTranslator, useNameTranslator, type NameList } from './name-translator';

/*
 * The trailer readiness checklist's fields by their English name (see name-translator.ts).
 * The English name is written twice: the macro strips a descriptor's message from production builds.
 */
const NAMES: NameList = [
  ['Lights', msg`Lights`],
  ['Brakes', msg`Brakes`],
  ['Mud flaps', msg`Mud flaps`],
  ['Tires', msg`Tires`],
  ['Landing gear', msg`Landing gear`],
  ['Air lines', msg`Air lines`],
  ['Doors', msg`Doors`],
  ['Floor', msg`Floor`],
  ['Registration', msg`Registration`],
  ['Reflective tape', msg`Reflective tape`],
];

/** A trailer readiness field's name in the reader's language. */
export const readinessFieldName = nameTranslator(NAMES);

export function useReadinessFieldName(): (name: string) => string {
  return useNameTranslator(readinessFieldName);
}
