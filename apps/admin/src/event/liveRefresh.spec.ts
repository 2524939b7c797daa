import * as generated from '../generated/graphql';
import { conventionTouches, NOT_LIVE, STAFF_PARTS, staffPartsFor, touches } from './liveRefresh';

const query = (name: string) => ['taikai', name, { eventId: 'e1' }, 'ja'];
const resource = (name: string) => [name, 'getList', { filter: { eventId: 'e1' } }];
/** What an update of this kind refreshes among the given keys. */
const refreshed = (kind: string, keys: unknown[][]) =>
  keys.filter((key) => touches(kind, key)).map((key) => (key[0] === 'taikai' ? key[1] : `resource:${key[0]}`));

const OPEN_AT_ROUND_END = [
  query('EventDetail'),
  query('EventRounds'),
  query('Matches'),
  query('MatchDetail'),
  query('Standings'),
  query('Players'),
  query('Penalties'),
  query('JudgeCalls'),
  query('Announcements'),
  query('DeskDecklists'),
  query('DeckChecks'),
  query('EventBackups'),
  query('Infractions'),
  resource('players'),
  resource('events'),
  ['auth', 'getPermissions'],
];

describe('live updates on the staff pages', () => {
  it('a report refreshes the matches and rounds only', () => {
    expect(refreshed('MATCH_REPORTED', OPEN_AT_ROUND_END)).toEqual(['EventRounds', 'Matches', 'MatchDetail']);
    expect(refreshed('MATCH_DISPUTED', OPEN_AT_ROUND_END)).toEqual(['EventRounds', 'Matches', 'MatchDetail']);
  });

  it('a final result also refreshes the standings and the event (the last final ends it)', () => {
    const expected = ['EventDetail', 'EventRounds', 'Matches', 'MatchDetail', 'Standings', 'resource:events'];
    expect(refreshed('MATCH_CONFIRMED', OPEN_AT_ROUND_END)).toEqual(expected);
    expect(refreshed('RESULT_RECORDED', OPEN_AT_ROUND_END)).toEqual(expected);
  });

  it('posted pairings refresh every event query, not the catalogue or the session', () => {
    const live = OPEN_AT_ROUND_END.filter((key) => !['Infractions', 'getPermissions'].includes(String(key[1])));
    expect(refreshed('PAIRINGS_POSTED', OPEN_AT_ROUND_END)).toEqual(refreshed('PAIRINGS_POSTED', live));
    expect(refreshed('PAIRINGS_POSTED', live)).toHaveLength(live.length);
  });

  it('each other kind refreshes what shows it', () => {
    expect(refreshed('JUDGE_CALLED', OPEN_AT_ROUND_END)).toEqual(['JudgeCalls']);
    expect(refreshed('ANNOUNCEMENT_PUBLISHED', OPEN_AT_ROUND_END)).toEqual(['Announcements']);
    expect(refreshed('DECKLISTS_CHANGED', OPEN_AT_ROUND_END)).toEqual(['DeskDecklists', 'DeckChecks']);
    expect(refreshed('STANDINGS_PUBLISHED', OPEN_AT_ROUND_END)).toEqual(['EventDetail', 'Standings', 'resource:events']);
    expect(refreshed('CLOCK_CHANGED', OPEN_AT_ROUND_END)).toEqual([
      'EventDetail',
      'EventRounds',
      'Matches',
      'MatchDetail',
      'DeskDecklists',
      'DeckChecks',
      'resource:events',
    ]);
    expect(refreshed('PLAYER_CHANGED', OPEN_AT_ROUND_END)).toEqual([
      'EventDetail',
      'EventRounds',
      'Matches',
      'MatchDetail',
      'Standings',
      'Players',
      'DeskDecklists',
      'DeckChecks',
      'resource:players',
      'resource:events',
    ]);
    expect(refreshed('PENALTY_CHANGED', OPEN_AT_ROUND_END)).toEqual([
      'EventDetail',
      'EventRounds',
      'Matches',
      'MatchDetail',
      'Standings',
      'Players',
      'Penalties',
      'resource:players',
      'resource:events',
    ]);
  });

  it('a kind this build does not know, or a query the table does not name, is refreshed as before', () => {
    expect(staffPartsFor('SOMETHING_NEW')).toEqual(Object.keys(STAFF_PARTS));
    expect(touches('JUDGE_CALLED', query('SomeNewPageQuery'))).toBe(true);
    expect(touches('JUDGE_CALLED', ['auth', 'getIdentity'])).toBe(false);
  });

  it('names every query of the dashboard once: shown by a part, or not live', () => {
    const queries = Object.values(generated)
      .flatMap((value) =>
        value && typeof value === 'object' && 'definitions' in value
          ? (value.definitions as { kind: string; operation?: string; name?: { value: string } }[])
          : [],
      )
      .filter((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'query')
      .map((definition) => definition.name!.value);
    const named = [...Object.values(STAFF_PARTS).flatMap((part) => part.queries), ...NOT_LIVE];
    expect([...named].sort()).toEqual([...new Set(queries)].sort());
  });

  it("on a convention's stream a report refreshes the console only, a judge call its queue too, the hall's change the map", () => {
    const open = [query('ConventionConsole'), query('ConventionJudgeCalls'), query('ConventionHall'), query('EventRounds')];
    const refreshedOnConvention = (kind: string) => open.filter((key) => conventionTouches(kind, key)).map((key) => key[1]);
    expect(refreshedOnConvention('MATCH_REPORTED')).toEqual(['ConventionConsole']);
    expect(refreshedOnConvention('JUDGE_CALLED')).toEqual(['ConventionConsole', 'ConventionJudgeCalls']);
    expect(refreshedOnConvention('CONVENTION_CHANGED')).toEqual(['ConventionHall']);
    for (const kind of ['PAIRINGS_POSTED', 'MATCH_MOVED', 'HALL_CHANGED'])
      expect(refreshedOnConvention(kind)).toEqual(['ConventionConsole', 'ConventionJudgeCalls', 'ConventionHall']);
  });
});
