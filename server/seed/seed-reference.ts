import * as t from '../db/schema';
import { REPORT_DEFINITIONS, SECURITY_CODE_DESCRIPTIONS, USER_GROUPS } from './access-catalog';
import type { SeedContext } from './context';
import { ALL_SECURITY_CODES } from './demo-users';
import { LOCALES } from '../../contract/locale-labels';
import { TRANSLATION_OVERRIDES } from './locales-catalog';
import {
  POSITIONS,
  REJECT_REASONS,
  REMOVAL_REASONS,
  TRAILER_READINESS_FIELDS,
  UNIT_TYPES,
  VALVE_TYPES,
  VOCATIONS,
  WEAR_CONDITIONS,
  type RemovalReasonCode,
  type UnitTypeCode,
  type WearConditionCode,
} from './reference-catalogs';
import { COUNTRIES, STATES } from './reference-geography';
import { siteContentRows } from './site-content';
import { UNIT_SELECT_OPTIONS } from './unit-select-options';

export interface WearConditionRef {
  id: number;
  code: WearConditionCode;
  isCritical: boolean;
}

/** The ids of the lookup rows other areas refer to. */
export interface ReferenceIds {
  /** Vocations that have a value; the empty one is only for the select's filtering rule. */
  vocationIds: number[];
  vocationIdByValue: Record<string, number>;
  unitTypeIds: Record<UnitTypeCode, number>;
  wearConditions: WearConditionRef[];
  wearConditionIds: Record<WearConditionCode, number>;
  valveTypeIds: number[];
  removalReasonIds: Record<RemovalReasonCode, number>;
  rejectReasonIds: number[];
  trailerReadinessFields: { id: number; name: string }[];
}

export function seedReferenceData(ctx: SeedContext): ReferenceIds {
  const { writer, ids } = ctx;
  for (const country of COUNTRIES) writer.add(t.countries, { ...country });
  for (const state of STATES) writer.add(t.states, { ...state });

  const vocationIds: number[] = [];
  const vocationIdByValue: Record<string, number> = {};
  for (const vocation of VOCATIONS) {
    const id = ids.next(t.vocations);
    writer.add(t.vocations, { id, name: vocation.name, value: vocation.value });
    vocationIdByValue[vocation.value] = id;
    if (vocation.value) vocationIds.push(id);
  }

  const unitTypeIds = {} as Record<UnitTypeCode, number>;
  for (const unitType of UNIT_TYPES) {
    const id = ids.next(t.unitTypes);
    unitTypeIds[unitType.code] = id;
    writer.add(t.unitTypes, { id, code: unitType.code, name: unitType.name });
  }

  for (const position of POSITIONS) writer.add(t.positions, { id: ids.next(t.positions), ...position });

  const wearConditions: WearConditionRef[] = [];
  const wearConditionIds = {} as Record<WearConditionCode, number>;
  for (const condition of WEAR_CONDITIONS) {
    const id = ids.next(t.wearConditions);
    wearConditions.push({ id, code: condition.code, isCritical: condition.isCritical });
    wearConditionIds[condition.code] = id;
    writer.add(t.wearConditions, { id, ...condition });
  }

  const valveTypeIds = VALVE_TYPES.map((name) => {
    const id = ids.next(t.valveTypes);
    writer.add(t.valveTypes, { id, name });
    return id;
  });

  const removalReasonIds = {} as Record<RemovalReasonCode, number>;
  for (const reason of REMOVAL_REASONS) {
    const id = ids.next(t.removalReasons);
    removalReasonIds[reason.code] = id;
    writer.add(t.removalReasons, { id, ...reason });
  }

  const rejectReasonIds = REJECT_REASONS.map((name) => {
    const id = ids.next(t.rejectReasons);
    writer.add(t.rejectReasons, { id, name });
    return id;
  });

  for (const [kind, texts] of Object.entries(UNIT_SELECT_OPTIONS)) {
    texts.forEach((text, sort) => writer.add(t.unitSelectOptions, { id: ids.next(t.unitSelectOptions), kind, text, sort }));
  }

  const trailerReadinessFields = TRAILER_READINESS_FIELDS.map((name, sort) => {
    const id = ids.next(t.trailerReadinessFields);
    writer.add(t.trailerReadinessFields, { id, name, sort });
    return { id, name };
  });

  seedAccessAndContent(ctx);
  return { vocationIds, vocationIdByValue, unitTypeIds, wearConditions, wearConditionIds, valveTypeIds, removalReasonIds, rejectReasonIds, trailerReadinessFields };
}

function seedAccessAndContent({ writer, ids }: SeedContext): void {
  for (const group of USER_GROUPS) writer.add(t.userGroups, { ...group });
  for (const code of ALL_SECURITY_CODES) writer.add(t.securityCodes, { code, description: SECURITY_CODE_DESCRIPTIONS[code] });
  REPORT_DEFINITIONS.forEach((report, sort) => writer.add(t.reportDefinitions, { id: ids.next(t.reportDefinitions), ...report, sort }));

  const localeIds = new Map<string, number>();
  for (const locale of LOCALES) {
    const id = ids.next(t.locales);
    localeIds.set(locale.code, id);
    writer.add(t.locales, { id, ...locale, isEnabled: true });
  }
  for (const override of TRANSLATION_OVERRIDES) {
    writer.add(t.translations, {
      id: ids.next(t.translations),
      localeId: localeIds.get(override.locale)!,
      translationText: override.text,
      translatedText: override.translated,
      comments: override.comments,
    });
  }
  for (const row of siteContentRows()) writer.add(t.siteContent, { ...row });
}
