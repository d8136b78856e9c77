import { atom, createStore } from 'jotai';
import type { AppSetup } from '../../contract/auth';
import type { PortalUser } from '../../contract/user';
import { readJson, readText, STORAGE_KEYS } from './storage';

/** The one jotai store of the app; the API client and the features share it. */
export const store = createStore();

export interface Session {
  token: string | null;
  apiKey: string | null;
  user: PortalUser | null;
}

export const sessionAtom = atom<Session>({
  token: readText(STORAGE_KEYS.token),
  apiKey: readText(STORAGE_KEYS.key),
  user: readJson<PortalUser>(STORAGE_KEYS.user),
});

/** Authenticated only when a token is stored and a login is present (spec 1 §4). */
export const isAuthenticatedAtom = atom((get) => {
  const session = get(sessionAtom);
  return Boolean(session.token && session.user?.login);
});

export const localeAtom = atom<string>(readText(STORAGE_KEYS.language) ?? 'en-US');

export const appSetupAtom = atom<Pick<AppSetup, 'header_content' | 'footer_content'> | null>(null);

/** The popups of spec 1 §8; one shows at a time. */
export type PopupKind = 'session-timeout' | 'permissions' | 'portal-permissions' | 'tire-management-permission' | 'server-error' | 'url-too-long' | 'startup-failure';
export const popupAtom = atom<PopupKind | null>(null);

/** Global loader: a title and a count per named queue; hidden when every queue is empty. */
export const loaderQueuesAtom = atom<Record<string, number>>({});
export const loaderTitleAtom = atom<string | null>(null);

/** A new service worker is waiting (or took over from another tab): the update prompt shows. */
export const updateReadyAtom = atom<boolean>(false);
/** Ids of the mounted forms holding unsaved edits; the update never reloads while any is listed. */
export const unsavedFormsAtom = atom<ReadonlySet<string>>(new Set<string>());
