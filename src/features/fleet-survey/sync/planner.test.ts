import { describe, expect, it } from 'vitest';
import type { OutboxEntry, Placeholder } from '../data/outbox-types';
import { plan } from './planner';

let seq = 0;

/** An outbox entry writing `writes` and naming `refers` by local id ("kind:localId"). */
function entry(id: string, options: { writes: string[]; refers?: string[]; dependsOn?: string[]; upload?: boolean; status?: OutboxEntry['status'] }): OutboxEntry {
  const placeholders: Placeholder[] = (options.refers ?? []).map((key) => {
    const [kind, localId] = key.split(':') as [Placeholder['kind'], string];
    return { at: `body.${kind}_id`, kind, localId };
  });
  const [kind, localId] = options.writes[0]!.split(':') as [OutboxEntry['entityKind'], string];
  return {
    seq: ++seq,
    id,
    op: options.upload ? 'add_unit_image' : 'save_tire',
    request: options.upload ? { method: 'POST', path: 'x', form: { fields: {}, file: { field: 'file', imageLocalId: localId, fileName: 'a.jpg' } } } : { method: 'POST', path: 'x', body: {} },
    entityKind: kind,
    entityLocalId: localId,
    entityKeys: options.writes,
    createKeys: [],
    answers: [],
    dependsOn: options.dependsOn ?? [],
    placeholders,
    versioned: false,
    baseVersion: null,
    status: options.status ?? 'pending',
    attempts: 0,
    everSent: false,
    nextAttemptAt: 0,
    lastError: null,
    lastStatus: null,
    createdAt: 0,
  };
}

const started = (entries: OutboxEntry[], onWire: string[], room: number) =>
  plan(entries, 1000, new Set(onWire), { entries: entries.filter((e) => onWire.includes(e.id)), room }).start.map((e) => e.id);

describe('planning several sends at a time', () => {
  it('starts independent entries in queue order, up to the room there is', () => {
    const queue = ['a', 'b', 'c', 'd'].map((id) => entry(id, { writes: [`tire:${id}`], refers: ['unit:u', 'survey:s'] }));
    expect(started(queue, [], 3)).toEqual(['a', 'b', 'c']);
    expect(started(queue, ['a'], 2)).toEqual(['b', 'c']);
  });

  it('starts nothing behind an entry that must wait for one on the wire', () => {
    const unit = entry('unit', { writes: ['unit:u'] });
    const tire = entry('tire', { writes: ['tire:t'], refers: ['unit:u'], dependsOn: ['unit'] });
    const other = entry('other', { writes: ['tire:o'], refers: ['unit:v'] });
    expect(started([unit, tire, other], ['unit'], 3)).toEqual([]);
    // Once the unit is confirmed (left the queue) both go.
    expect(started([tire, other], [], 3)).toEqual(['tire', 'other']);
  });

  it('never overlaps an entry writing a record with one naming it, either way round', () => {
    const reading = entry('reading', { writes: ['tire:t'], refers: ['unit:u'] });
    const unitEdit = entry('unit-edit', { writes: ['unit:u'] });
    expect(started([reading, unitEdit], ['reading'], 3)).toEqual([]);
    const edit = entry('edit', { writes: ['unit:w'] });
    const readingOfW = entry('reading-w', { writes: ['tire:x'], refers: ['unit:w'] });
    expect(started([edit, readingOfW], ['edit'], 3)).toEqual([]);
  });

  it('holds back an entry building on a record written on the wire, though its request does not name it', () => {
    const joins = entry('joins', { writes: ['unit_inspection:i'], refers: ['survey:s', 'unit:u'] });
    const reading = { ...entry('reading', { writes: ['tire:r'], refers: ['survey:s', 'unit:u'] }), refersTo: ['unit_inspection:i'] };
    expect(started([joins, reading], ['joins'], 3)).toEqual([]);
    expect(started([reading], [], 3)).toEqual(['reading']);
  });

  it('lets one upload go at a time; the entries behind a waiting upload may pass it', () => {
    const photos = ['p1', 'p2'].map((id) => entry(id, { writes: [`image:${id}`], refers: ['unit_inspection:i'], upload: true }));
    const reading = entry('r', { writes: ['tire:r'], refers: ['unit:u'] });
    expect(started([...photos, reading], [], 3)).toEqual(['p1', 'r']);
    expect(started([...photos, reading], ['p1'], 3)).toEqual(['r']);
  });

  it('goes one at a time without a flight, as the sequential replay did', () => {
    const queue = ['a', 'b'].map((id) => entry(id, { writes: [`tire:${id}`] }));
    expect(plan(queue, 1000).start.map((e) => e.id)).toEqual(['a']);
  });

  it('counts the entries on the wire as still to be done, and never starts one twice', () => {
    const queue = ['a', 'b'].map((id) => entry(id, { writes: [`tire:${id}`], status: 'sending' }));
    const result = plan(queue, 1000, new Set(), { entries: queue, room: 4 });
    expect(result.start).toEqual([]);
    expect(result.sendable).toBe(2);
  });
});
