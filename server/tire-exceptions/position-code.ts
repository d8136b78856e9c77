const PLACE_CODE = { single: '', outer: 'O', inner: 'I' } as const;

/** A wheel position as printed in reports: axle number, L or R, and I or O on a dual end (2LI). */
export function positionCode(axleNumber: number, side: 'left' | 'right', place: 'single' | 'inner' | 'outer'): string {
  return `${axleNumber}${side === 'left' ? 'L' : 'R'}${PLACE_CODE[place]}`;
}
