import { describe, expect, it } from 'vitest';
import { mergePack } from './merge-pack';

describe('mergePack', () => {
  it('compiles the server texts over the shipped catalog', async () => {
    const merged = await mergePack({ a: ['Log out'], b: ['Menu'], c: ['Value cannot be less then ', ['min']] }, {
      a: 'Se déconnecter',
      b: 'Menu',
      c: 'La valeur ne peut pas être inférieure à {min}',
      d: 'Cour de la flotte',
    });
    expect(merged.a).toEqual(['Se déconnecter']);
    expect(merged.b).toEqual(['Menu']);
    expect(merged.c).toEqual(['La valeur ne peut pas être inférieure à ', ['min']]);
    expect(merged.d).toEqual(['Cour de la flotte']);
  });

  it('keeps the shipped message when a server text does not compile', async () => {
    expect((await mergePack({ a: ['Hello ', ['name']] }, { a: 'Bonjour {name' })).a).toEqual(['Hello ', ['name']]);
  });

  it('answers the shipped catalog itself when the pack changes nothing', async () => {
    const compiled = { a: ['Log out'], b: ['Menu'] };
    expect(await mergePack(compiled, { a: 'Log out', b: 'Menu' })).toBe(compiled);
  });
});
