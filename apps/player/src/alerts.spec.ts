import { alertsBetween, type AlertSnapshot } from './alerts';

const round = (number: number, published: boolean) => ({ number, publishedAt: published ? '2026-01-01T10:00:00Z' : null }) as any;
const empty: AlertSnapshot = { event: { rounds: [round(1, true)] }, matches: [], judgeCalls: [] };

describe('alerts', () => {
  it('nothing on the first load, nothing when nothing changed', () => {
    expect(alertsBetween({ event: null, matches: null, judgeCalls: null }, empty, 'me')).toEqual([]);
    expect(alertsBetween(empty, empty, 'me')).toEqual([]);
  });

  it('a round posted', () => {
    expect(alertsBetween(empty, { ...empty, event: { rounds: [round(1, true), round(2, false)] } }, 'me')).toEqual([]);
    expect(alertsBetween(empty, { ...empty, event: { rounds: [round(1, true), round(2, true)] } }, 'me')).toEqual(['pairings']);
  });

  it('a result of the opponent to confirm, not my own report', () => {
    const reported = (playerId: string) =>
      ({ ...empty, matches: [{ id: 'm', status: 'REPORTED', reports: [{ id: `r-${playerId}`, playerId }] }] }) as any;
    expect(alertsBetween(empty, reported('them'), 'me')).toEqual(['confirm']);
    expect(alertsBetween(empty, reported('me'), 'me')).toEqual([]);
  });

  it('a judge taking or closing my call', () => {
    const call = (status: string) => ({ ...empty, judgeCalls: [{ id: 'c', status }] }) as any;
    expect(alertsBetween(empty, call('OPEN'), 'me')).toEqual([]);
    expect(alertsBetween(call('OPEN'), call('TAKEN'), 'me')).toEqual(['judge']);
    expect(alertsBetween(call('TAKEN'), call('TAKEN'), 'me')).toEqual([]);
  });
});
