/** The language feature's public surface: startup activation, the header control and the list cache. */
export { activateLocale, canonicalLocale, ensureMessageParts, loadLocaleMessages, preloadMessageParts, startI18n, startupLocale } from './activate-locale';
export { fetchLanguagePack, languagePackUrl } from './api';
export { LanguageChooser } from './language-chooser';
export { cachedLanguageList, languageList, rememberLanguageList, type LanguageOption } from './language-list';
