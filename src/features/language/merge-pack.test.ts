import { describe, expect, it } from 'vitest';
import { mergePack } from './merge-pack';

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

  it('answers the shipped catalog itself when the pack changes nothing', async () => {
    const compiled = { a: ['Log out'], b: ['Menu'] };
    expect(await mergePack(compiled, { a: 'Log out', b: 'Menu', zzzzzz: 'Ailleurs' })).toBe(compiled);
  });
});
