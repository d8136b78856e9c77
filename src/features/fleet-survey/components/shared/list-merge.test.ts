import { describe, expect, it } from 'vitest';
import type { LocalRecord } from '../../data/types';
import { localRows, matchesKeyword, mergeServerPage, pageCount, pageOf, pendingMarker } from './list-merge';

type Rec = LocalRecord & { deleted?: boolean; name: string };
const rec = (localId: string, serverId: number | null, syncState: Rec['syncState'], extra: Partial<Rec> = {}): Rec => ({
  localId,
  serverId,
  serverVersion: serverId === null ? null : 1,
  syncState,
  updatedAt: 0,
  name: localId,
  ...extra,
});

describe('pendingMarker', () => {
  it('marks every state but synced', () => {
    expect(pendingMarker(rec('a', 1, 'synced'))).toBeNull();
    expect(pendingMarker(rec('a', 1, 'unsent'))).toBe('unsent');
    expect(pendingMarker(rec('a', 1, 'attention'))).toBe('attention');
    expect(pendingMarker(rec('a', null, 'not_synced'))).toBe('not_synced');
    expect(pendingMarker(null)).toBeNull();
  });
});

describe('mergeServerPage', () => {
  const server = [{ id: 10 }, { id: 11 }, { id: 12 }];

  it('puts never-sent records first, marked unsent, with their local id for the URL', () => {
    const rows = mergeServerPage(server, [rec('new', null, 'unsent')]);
    expect(rows.map((r) => r.key)).toEqual(['local:new', 'server:10', 'server:11', 'server:12']);
    expect(rows[0]).toMatchObject({ urlId: 'new', pending: 'unsent', server: null });
  });

  it('lays an unsent local edit over its server row and leaves synced copies unmarked', () => {
    const rows = mergeServerPage(server, [rec('a', 10, 'unsent'), rec('b', 11, 'synced')]);
    expect(rows[0]).toMatchObject({ key: 'server:10', urlId: '10', pending: 'unsent' });
    expect(rows[0]!.local?.localId).toBe('a');
    expect(rows[1]).toMatchObject({ key: 'server:11', pending: null });
  });

  it('never lists a record twice once the server confirmed it', () => {
    const rows = mergeServerPage(server, [rec('sent', 12, 'synced')]);
    expect(rows.filter((r) => r.local?.localId === 'sent')).toHaveLength(1);
    expect(rows).toHaveLength(3);
  });

  it('hides rows deleted on this device and local records of other pages', () => {
    const rows = mergeServerPage(server, [rec('gone', 11, 'unsent', { deleted: true }), rec('elsewhere', 99, 'unsent'), rec('dropped', null, 'unsent', { deleted: true })]);
    expect(rows.map((r) => r.key)).toEqual(['server:10', 'server:12']);
  });

  it('applies the list filter to local-only records', () => {
    const rows = mergeServerPage(server, [rec('match', null, 'unsent'), rec('other', null, 'unsent')], (r) => r.name === 'match');
    expect(rows.map((r) => r.key)).toEqual(['local:match', 'server:10', 'server:11', 'server:12']);
  });

  it('keeps a record sent after the page was read in sight until the list is read again', () => {
    const sent = rec('fresh', 77, 'synced', { updatedAt: 2_000 });
    expect(mergeServerPage(server, [sent], undefined, 1_000).map((r) => [r.key, r.urlId, r.pending])).toEqual([
      ['local:fresh', '77', null],
      ['server:10', '10', null],
      ['server:11', '11', null],
      ['server:12', '12', null],
    ]);
    expect(mergeServerPage(server, [sent], undefined, 3_000)).toHaveLength(3);
  });

  it('keeps a failed create visible as needing attention', () => {
    const rows = mergeServerPage([], [rec('bad', null, 'attention')]);
    expect(rows[0]!.pending).toBe('attention');
  });
});

describe('localRows', () => {
  it('uses the server id in URLs once known and drops deleted records', () => {
    const rows = localRows([rec('a', 5, 'synced'), rec('b', null, 'unsent'), rec('c', 6, 'unsent', { deleted: true })]);
    expect(rows.map((r) => [r.urlId, r.pending])).toEqual([
      ['5', null],
      ['b', 'unsent'],
    ]);
  });
});

describe('paging and keyword', () => {
  it('pages in memory and clamps to the last page', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageOf(items, 1, 20)).toHaveLength(20);
    expect(pageOf(items, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9, 20)).toEqual([40, 41, 42, 43, 44]);
  });
  it('matches without case or accents', () => {
    expect(matchesKeyword('rémorque', ['REMORQUE 12'])).toBe(true);
    expect(matchesKeyword('  ', [null])).toBe(true);
    expect(matchesKeyword('tr-9', ['TR-1', null])).toBe(false);
  });
});
