import type { Registration } from './api';
import { createOfflineStore, OUTBOX_KEY, type PendingReport } from './offlineStore';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const registration = (id: string) => ({ id, name: id, event: { id: 'event-1', name: 'Cup' } }) as unknown as Registration;
const report = (playerId: string, matchId: string, requestKey: string): PendingReport => ({
  playerId,
  matchId,
  input: { player1Wins: 2, player2Wins: 1, draws: 0, drop: false, requestKey },
  score: { mine: 2, theirs: 1, draws: 0 },
  savedAt: '2026-11-26T10:00:00.000Z',
});

describe('what the phone keeps offline', () => {
  it('shows the last known state only to the session that loaded it', () => {
    const store = createOfflineStore(memoryStorage());
    store.keepRegistration('token-a', registration('p1'));
    store.keepData('p1', { matches: [] }, '2026-11-26T10:00:00.000Z');
    expect(store.lastKnown('token-a')).toMatchObject({ data: { matches: [] }, savedAt: '2026-11-26T10:00:00.000Z' });
    expect(store.lastKnown('token-b')).toBeNull();
    expect(store.lastKnown(null)).toBeNull();

    // Another player signs in on this phone: nothing of the first is kept or shown.
    store.keepRegistration('token-b', registration('p2'));
    store.keepData('p1', { matches: [] });
    expect(store.lastKnown('token-b')).toMatchObject({ data: {}, savedAt: null });
    store.forgetLastKnown();
    expect(store.lastKnown('token-b')).toBeNull();
  });

  it('keeps one unsent report per match and player, the newest, until it is sent', () => {
    const storage = memoryStorage();
    const store = createOfflineStore(storage);
    store.queueReport(report('p1', 'm1', 'k1'));
    store.queueReport(report('p2', 'm1', 'k2'));
    store.queueReport(report('p1', 'm1', 'k3'));
    expect(store.pendingReports('p1').map((r) => r.input.requestKey)).toEqual(['k3']);
    expect(store.pendingReports('p2').map((r) => r.input.requestKey)).toEqual(['k2']);
    store.removeReport('k3');
    store.removeReport('k2');
    expect(storage.items.has(OUTBOX_KEY)).toBe(false);
  });

  it('restores the draft of the same player and match only', () => {
    const store = createOfflineStore(memoryStorage());
    const draft = { playerId: 'p1', matchId: 'm1', score: { mine: 2, theirs: 0, draws: 0 }, requestKey: 'k1' };
    store.keepDraft(draft);
    expect(store.draft('p1', 'm1')).toEqual(draft);
    expect(store.draft('p1', 'm2')).toBeNull();
    store.keepDraft(null);
    expect(store.draft('p1', 'm1')).toBeNull();
  });

  it('works without storage (blocked): keeps nothing, breaks nothing', () => {
    const store = createOfflineStore(null);
    store.queueReport(report('p1', 'm1', 'k1'));
    expect(store.pendingReports('p1')).toEqual([]);
  });
});
