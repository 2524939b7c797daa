import { planSchedule, topCutRounds } from './schedule';

const at = (time: string) => new Date(`2026-12-05T${time}:00.000Z`);
const times = (rounds: ReturnType<typeof planSchedule>) => rounds.map((round) => round.startsAt.toISOString().slice(11, 16));

describe('planSchedule: when each round starts', () => {
  const plan = { startsAt: at('01:00'), roundMinutes: 50, breakMinutes: 10, swissRounds: 3, topCut: 8 };

  it('plans the Swiss rounds and the top cut a round and a break apart from the event start', () => {
    const rounds = planSchedule({ ...plan, started: [] });
    expect(times(rounds)).toEqual(['01:00', '02:00', '03:00', '04:00', '05:00', '06:00']);
    expect(rounds.map((round) => [round.stage, round.playersLeft])).toEqual([
      ['SWISS', null],
      ['SWISS', null],
      ['SWISS', null],
      ['TOP_CUT', 8],
      ['TOP_CUT', 4],
      ['TOP_CUT', 2],
    ]);
    expect(rounds[0].endsAt).toEqual(at('01:50'));
    expect(rounds.every((round) => !round.started)).toBe(true);
  });

  it('puts started rounds at their real start and plans the later ones from the latest', () => {
    const rounds = planSchedule({
      ...plan,
      started: [
        { number: 1, startedAt: at('01:20') },
        { number: 2, startedAt: at('02:35') },
      ],
    });
    expect(times(rounds)).toEqual(['01:20', '02:35', '03:35', '04:35', '05:35', '06:35']);
    expect(rounds.map((round) => round.started)).toEqual([true, true, false, false, false, false]);
  });

  it('has no top cut rounds for a top cut of 0; a top 6 plays 3 rounds (byes in the first)', () => {
    expect(planSchedule({ ...plan, topCut: 0, started: [] })).toHaveLength(3);
    expect(topCutRounds(6)).toBe(3);
    expect(topCutRounds(2)).toBe(1);
    expect(topCutRounds(0)).toBe(0);
  });
});
