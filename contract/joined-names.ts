/**
 * Names the server joined into one text, each translated by `translate`: "Rib punch, Run flat",
 * or groups of them ("Puncture; Rib punch, Run flat; comment"), where a piece that is no name
 * stays as it is. The screens and the export files read the same joined texts.
 */
export function translateJoinedNames(translate: (name: string) => string, joined: string): string {
  return joined
    .split('; ')
    .map((group) => group.split(', ').map(translate).join(', '))
    .join('; ');
}
