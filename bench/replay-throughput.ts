import { rm } from 'node:fs/promises';
import { benchMain } from './lib/result';
import { round, withDeadline } from './lib/stats';
import { runBare } from './replay/bare-run';
import { runEngine } from './replay/engine-run';
import { createSurveyFixture, seedTemplate, startServer } from './replay/server-fixture';
import { PHOTO_BYTES, PHOTOS, READINGS, workload } from './replay/workload';

/** The engine's drain is cut here so the benchmark ends; a cut run reports its partial rate. */
const DRAIN_LIMIT_MS = 120_000;

await benchMain('replay', `Outbox replay: ${READINGS} save_tire + ${PHOTOS} photos of ${PHOTO_BYTES / 1024} KB, engine vs bare fetch`, async ({ metric, note }) => {
  const template = await withDeadline('seed', 180_000, seedTemplate());
  note(`API in-process on PGlite (demo fleet scale 0.05, seeded once in ${(template.seedMs / 1000).toFixed(0)} s, copied per run), 127.0.0.1, dealer session.`);
  try {
    const engineServer = await startServer(template.dir);
    let engine;
    try {
      const fixture = await createSurveyFixture(engineServer, READINGS);
      engine = await runEngine(engineServer, fixture, workload(fixture), DRAIN_LIMIT_MS);
    } finally {
      await engineServer.close();
    }
    const bareServer = await startServer(template.dir);
    let bare;
    try {
      const fixture = await createSurveyFixture(bareServer, READINGS);
      bare = await withDeadline('bare client', 150_000, runBare(bareServer, fixture, workload(fixture)));
    } finally {
      await bareServer.close();
    }
    const requests = READINGS + PHOTOS;
    metric('(a) engine: queue 1,100 changes locally', round(engine.queueMs / 1000), 's');
    metric('(a) engine: drain time', round(engine.drainMs / 1000), 's');
    metric('(a) engine: requests/s', round(engine.sent / (engine.drainMs / 1000), 1));
    metric('(a) engine: confirmed / left in outbox', `${engine.sent} / ${engine.left}`);
    metric('(b) bare fetch: time', round(bare.ms / 1000), 's');
    metric('(b) bare fetch: requests/s', round(requests / (bare.ms / 1000), 1));
    metric('(b) bare fetch: non-2xx answers', bare.failed);
    // Per request, so a drain cut at the limit still compares like with like.
    const perEngine = engine.drainMs / Math.max(1, engine.sent);
    const perBare = bare.ms / requests;
    metric('mean per request engine / bare', `${round(perEngine, 1)} / ${round(perBare, 1)} ms`);
    metric(engine.cut ? 'ratio engine / bare (per request; drain cut)' : 'ratio engine / bare', round(engine.cut ? perEngine / perBare : engine.drainMs / bare.ms), 'x');
    if (engine.cut) note(`The engine drain was cut after ${DRAIN_LIMIT_MS / 1000} s with ${engine.sent} of ${requests} confirmed; its rate is over those.`);
    if (engine.left > 0) note(`Left in the outbox: ${engine.leftStatuses}`);
    note('Both runs are sequential; each gets a fresh copy of the seeded database, so neither is a replay. The engine side uses fake-indexeddb in Node.');
  } finally {
    await rm(template.dir, { recursive: true, force: true });
  }
});
