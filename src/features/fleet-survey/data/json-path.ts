/** Dotted paths ("units.0.id") into plain JSON values: placeholders and answer fields use them. */

export function getPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Sets a value in place; the containers on the way must exist (they do in a built request). */
export function setPath(root: unknown, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: unknown = root;
  for (const part of parts.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return;
    current = (current as Record<string, unknown>)[part];
  }
  if (current !== null && typeof current === 'object') (current as Record<string, unknown>)[parts[parts.length - 1]!] = value;
}

export function deletePath(root: unknown, path: string): void {
  const parts = path.split('.');
  const parent = parts.length === 1 ? root : getPath(root, parts.slice(0, -1).join('.'));
  if (parent !== null && typeof parent === 'object') delete (parent as Record<string, unknown>)[parts[parts.length - 1]!];
}
