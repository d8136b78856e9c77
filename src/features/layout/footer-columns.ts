/** Spec 1 §9: a footer tab with this many links or more is shown in two columns. */
export const FOOTER_TWO_COLUMN_THRESHOLD = 49;

/** The columns of a footer tab: one, or two with the first half rounded down. */
export function splitFooterLinks<T>(links: readonly T[]): T[][] {
  if (links.length < FOOTER_TWO_COLUMN_THRESHOLD) return [[...links]];
  const first = Math.floor(links.length / 2);
  return [links.slice(0, first), links.slice(first)];
}
