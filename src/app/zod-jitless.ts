/**
 * zod (in contract code some screens load) probes once whether it may compile validators with
 * `new Function`. The portal's Content-Security-Policy allows no eval, so the browser refuses
 * that probe and reports a violation, although zod catches it. Jitless mode skips the probe.
 * This is z.config({ jitless: true }) written to the global config zod reads, so the entry
 * chunk does not load zod itself; main.tsx imports it first, before any schema runs.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });

export {};
