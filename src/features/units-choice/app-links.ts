export { formatDay } from '../../../contract/date-format';
export { choiceOfUnits, type PressureUnit, type UnitChoice } from '../../../contract/units-choice';
export type { PortalUser } from '../../../contract/user';
export { api } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
