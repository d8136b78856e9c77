/**
 * The portal's messages ship in parts, so a page downloads only the words it can show: `shell`
 * (header, footer, popups, sign-in landing, language chooser) is compiled into the entry for
 * en-US, every other part loads with its screens. The build (scripts/catalog-parts.ts) puts in a
 * part every message used by the code its routes reach; the router loads a route's part before
 * the route renders (src/routes/__root.tsx), so a screen never flashes untranslated text.
 *
 * A route belongs to a part by the first segment of its path: one rule for the build, which
 * reads route files, and the browser, which reads route ids.
 */
export const MESSAGE_PARTS = ['shell', 'field', 'survey', 'admin', 'reports'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** The field survey's location screens: locations, a location's surveys and units. */
const FIELD_SEGMENTS = new Set(['locations']);
/**
 * The field survey's survey screens: inspections, trailer readiness, survey photos. Apart from
 * the location screens, so neither carries the other's words (about 3 KiB gzipped each).
 */
const SURVEY_SEGMENTS = new Set(['fleet-survey', 'trailer-readiness-report', 'reports']);
/** Administration and catalogue upkeep, and the account pages reached from the sign-in page. */
const ADMIN_SEGMENTS = new Set(['admin', 'manage-products', 'manage-specs', 'leasesales', 'register', 'forgot-password', 'reset-password']);
/** The sign-in landing (the reports home) and the not-found page render with the shell. */
const SHELL_SEGMENTS = new Set(['', '404', '__root', '__root__']);

/** The part of a route, by its id (`/fleet-survey/$surveyId/inspect-{$unitNumber}`) or file path under src/routes. */
export function messagePartOfRoute(routeIdOrFile: string): MessagePart {
  const first = routeIdOrFile.replace(/^\//, '').split('/')[0]!.replace(/\.tsx?$/, '').replace(/^index$/, '');
  if (SHELL_SEGMENTS.has(first)) return 'shell';
  if (FIELD_SEGMENTS.has(first)) return 'field';
  if (SURVEY_SEGMENTS.has(first)) return 'survey';
  if (ADMIN_SEGMENTS.has(first)) return 'admin';
  return 'reports';
}

/** The parts a navigation needs beyond the shell, from the ids of the routes it matched. */
export function messagePartsOfRoutes(routeIds: readonly string[]): MessagePart[] {
  return [...new Set(routeIds.map(messagePartOfRoute))].filter((part) => part !== 'shell');
}
