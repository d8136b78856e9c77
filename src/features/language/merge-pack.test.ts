import { describe, expect, it, vi } from 'vitest';
import { mergePack, sourceOf } from './merge-pack';

describe('mergePack', () => {
  it('compiles the server texts over the shipped catalog part', async () => {
    const merged = await mergePack({ a: ['Log out'], b: ['Menu'], c: ['Value cannot be less then ', ['min']] }, {
      a: 'Se déconnecter',
      b: 'Menu',
      c: 'La valeur ne peut pas être inférieure à {min}',
    });
    expect(merged.a).toEqual(['Se déconnecter']);
    expect(merged.b).toEqual(['Menu']);
    expect(merged.c).toEqual(['La valeur ne peut pas être inférieure à ', ['min']]);
  });

  it("leaves other parts' messages to their parts, and takes wording keys only where asked", async () => {
    const pack = { a: 'Se déconnecter', Xy12ab: 'Cour', 'Fleet yard': 'Cour de la flotte' };
    const part = await mergePack({ a: ['Log out'] }, pack);
    expect(Object.keys(part)).toEqual(['a']);
    const shell = await mergePack({ a: ['Log out'] }, pack, { withWordingKeys: true });
    expect(shell['Fleet yard']).toEqual(['Cour de la flotte']);
    expect(shell.Xy12ab).toBeUndefined();
  });

  it('keeps the shipped message when a server text does not compile', async () => {
    expect((await mergePack({ a: ['Hello ', ['name']] }, { a: 'Bonjour {name' })).a).toEqual(['Hello ', ['name']]);
  });

  it('takes a plain text as the compiler would give it, and loads the compiler only for a placeholder', async () => {
    const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
    const plain = ["Mot de passe oublié ? Contactez l'administrateur", 'Pressure # 3 <b>low</b>', "end'", 'Sign in'];
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('@lingui/message-utils/compileMessage', async (importOriginal) => {
      loaded();
      return importOriginal();
    });
    try {
      const fresh = await import('./merge-pack');
      const pack = Object.fromEntries(plain.map((text, index) => [`membership.key_${index}`, text]));
      const merged = await fresh.mergePack({ a: ['Log out'] }, { ...pack, a: 'Se déconnecter' }, { withWordingKeys: true });
      for (const [key, text] of Object.entries(pack)) expect(merged[key]).toEqual(compileMessageOrThrow(text));
      expect(merged.a).toEqual(['Se déconnecter']);
      expect(loaded).not.toHaveBeenCalled();
      expect((await fresh.mergePack({ a: ['Hello ', ['name']] }, { a: 'Bonjour {name}' })).a).toEqual(['Bonjour ', ['name']]);
      expect(loaded).toHaveBeenCalled();
    } finally {
      vi.doUnmock('@lingui/message-utils/compileMessage');
    }
  });

  it('answers the shipped catalog itself when the pack changes nothing', async () => {
    const compiled = { a: ['Log out'], b: ['Menu'] };
    expect(await mergePack(compiled, { a: 'Log out', b: 'Menu', zzzzzz: 'Ailleurs' })).toBe(compiled);
  });
});

describe('sourceOf', () => {
  const sources = [
    'Log out',
    'Value cannot be less than {min}',
    '{count} of {total} tires read',
    '{count, plural, one {# unit} other {# units}}',
    '{count, plural, =0 {No unit} one {# unit} other {# units}}',
    '{group, select, staff {Staff} other {Customer {name}}}',
    '{rate, number, percent} in spec',
    '{count, plural, offset:1 one {you} other {you and # others}}',
    "Trailer {otherNumber} coupled: its positions follow this unit's last axle.",
  ];

  it('writes each compiled message back as the source it was compiled from', async () => {
    const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
    for (const source of sources) expect(sourceOf(compileMessageOrThrow(source))).toBe(source);
  });

  it('says it cannot tell where the source needed escaping, so the pack text is compiled', async () => {
    const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
    expect(sourceOf(compileMessageOrThrow("Press '{'{key}'}' to go on"))).toBeNull();
    // A doubled apostrophe reads as one: the source is not told back, and the pack text is compiled.
    expect(sourceOf(compileMessageOrThrow("It''s {name}''s"))).not.toBe("It''s {name}''s");
    expect(sourceOf(compileMessageOrThrow('{when, date, ::yyyyMMdd}'))).toBeNull();
  });

  it('takes a pack text equal to the compiled message as unchanged, and compiles one that differs', async () => {
    const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
    const compiled = { a: compileMessageOrThrow('{count, plural, one {# unit} other {# units}}'), b: compileMessageOrThrow('Hello {name}') };
    expect(await mergePack(compiled, { a: '{count, plural, one {# unit} other {# units}}', b: 'Hello {name}' })).toBe(compiled);
    const merged = await mergePack(compiled, { a: '{count, plural, one {# unité} other {# unités}}', b: 'Hello {name}' });
    expect(merged.a).toEqual(compileMessageOrThrow('{count, plural, one {# unité} other {# unités}}'));
    expect(merged.b).toBe(compiled.b);
  });
});
