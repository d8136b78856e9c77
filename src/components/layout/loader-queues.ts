import { loaderQueuesAtom, loaderTitleAtom, store } from '../../lib/store';

export type LoaderQueues = Record<string, number>;

/** A queue's count moved by delta, never below zero; an empty queue is dropped. */
export function changeQueue(queues: LoaderQueues, name: string, delta: number): LoaderQueues {
  const count = Math.max(0, (queues[name] ?? 0) + delta);
  const next = { ...queues };
  if (count === 0) delete next[name];
  else next[name] = count;
  return next;
}

/** The loader shows while any queue has work. */
export const isLoaderVisible = (queues: LoaderQueues) => Object.values(queues).some((count) => count > 0);

/** Marks one more piece of work in a named queue; the title, when given, is what the loader says. */
export function enterLoaderQueue(name: string, title?: string): void {
  store.set(loaderQueuesAtom, (queues) => changeQueue(queues, name, 1));
  if (title) store.set(loaderTitleAtom, title);
}

export function leaveLoaderQueue(name: string): void {
  const next = changeQueue(store.get(loaderQueuesAtom), name, -1);
  store.set(loaderQueuesAtom, next);
  if (!isLoaderVisible(next)) store.set(loaderTitleAtom, null);
}

/** Empties every queue: after a server error nothing is still coming (spec 1 §8). */
export function clearLoaderQueues(): void {
  store.set(loaderQueuesAtom, {});
  store.set(loaderTitleAtom, null);
}

/** Runs work inside a queue, leaving it however the work ends. */
export async function withLoaderQueue<T>(name: string, work: () => Promise<T>, title?: string): Promise<T> {
  enterLoaderQueue(name, title);
  try {
    return await work();
  } finally {
    leaveLoaderQueue(name);
  }
}
