/**
 * Database overrides merged over the shipped catalogs (admin translations). None changes the
 * spelling of one word in one place: a locale spells a word one way on every screen.
 */
export const TRANSLATION_OVERRIDES = [
  { locale: 'fr-CA', text: 'Fleet Dashboard', translated: 'Tableau de bord du parc', comments: 'Québec usage' },
  { locale: 'fr-CA', text: 'Tread depth', translated: 'Profondeur de sculpture', comments: null },
  { locale: 'fr-CA', text: 'Trailer readiness', translated: 'État de préparation des remorques', comments: null },
  { locale: 'es-US', text: 'Fleet Dashboard', translated: 'Tablero de la flota', comments: null },
  { locale: 'es-US', text: 'Tread depth', translated: 'Profundidad de la banda', comments: 'término del taller' },
  { locale: 'de-DE', text: 'Tread depth', translated: 'Profiltiefe', comments: null },
  { locale: 'de-DE', text: 'Scrap analysis', translated: 'Altreifenanalyse', comments: null },
  { locale: 'pt-BR', text: 'Retread', translated: 'Recapagem', comments: null },
] as const;
