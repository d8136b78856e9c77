import { describe, expect, it } from 'vitest';
import { CONFIGURATIONS } from '../seed/axle-configurations';
import { REJECT_REASONS, REMOVAL_REASONS, TRAILER_READINESS_FIELDS, UNIT_TYPES, VALVE_TYPES, VOCATIONS, WEAR_CONDITIONS } from '../seed/reference-catalogs';
import { exportWords } from './export-words';
import { translateJoinedNames } from '../../contract/joined-names';
import { REFERENCE_WORDS, referenceWords } from './reference-words';

const SEEDED = [
  ...UNIT_TYPES.map((type) => type.name),
  ...CONFIGURATIONS.map((configuration) => configuration.name),
  ...VOCATIONS.map((vocation) => vocation.name),
  ...WEAR_CONDITIONS.map((wear) => wear.name),
  ...VALVE_TYPES,
  ...REMOVAL_REASONS.map((reason) => reason.name),
  ...REJECT_REASONS,
  ...TRAILER_READINESS_FIELDS,
];

describe('reference words of the export files', () => {
  it('knows every name the seed stores', () => {
    expect(SEEDED.filter((name) => !REFERENCE_WORDS.includes(name))).toEqual([]);
  });

  it('gives a French and a German reader the names in their language', () => {
    const french = referenceWords('fr-CA');
    expect(french('Cupping / scalloping')).toBe('Usure en cuvette / festonnage');
    expect(french('Puncture')).toBe('Crevaison');
    expect(french('Line Haul')).toBe('Longue distance');
    expect(french('Tractor')).toBe('Tracteur');
    const german = referenceWords('de-DE');
    expect(german('Bead damage')).toBe('Wulstschaden');
    expect(german('Landing gear')).toBe('Stützwinden');
    expect(german('TPMS sensor valve')).toBe('Ventil mit RDKS-Sensor');
    // A locale without its own translation reads its fallback's (fr-BE reads fr-FR).
    expect(referenceWords('fr-BE')('Puncture')).toBe('Crevaison');
  });

  it('translates every seeded name in every complete locale', () => {
    for (const language of ['es-US', 'fr-CA', 'fr-FR', 'pt-BR', 'de-DE']) {
      const word = referenceWords(language);
      // "Dolly" and "Municipal" are the same word in some of these languages.
      const same = SEEDED.filter((name) => word(name) === name && !['Dolly', 'Municipal', 'Construction', 'Agriculture'].includes(name));
      expect(same, language).toEqual([]);
    }
  });

  it('passes a name an administrator added later, and any other text, through as stored', () => {
    const french = referenceWords('fr-CA');
    expect(french('Chain damage')).toBe('Chain damage');
    // A fixed word of the files that is no reference name is not taken for one.
    expect(french('Tread depth')).toBe('Tread depth');
    expect(referenceWords('en-US')('Puncture')).toBe('Puncture');
  });

  it('translates each name of a joined list, and leaves comments as written', () => {
    const german = referenceWords('de-DE');
    expect(translateJoinedNames(german, 'Rib punch, Run flat')).toBe('Eindrückungen an der Rippe, Plattgefahren');
    expect(translateJoinedNames(german, 'Puncture; Cupping / scalloping, Chain damage; swapped at the yard')).toBe(
      'Durchstich; Auswaschungen / Wellenbildung, Chain damage; swapped at the yard',
    );
    expect(translateJoinedNames(german, '')).toBe('');
    expect(exportWords('fr-FR').names('Sidewall damage, Bead damage')).toBe('Dommage au flanc, Dommage au talon');
  });
});
