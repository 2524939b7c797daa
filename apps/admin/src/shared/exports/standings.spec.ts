import { teamStandingsCsv } from './standings';

describe('teamStandingsCsv', () => {
  it('MTR appendix C: a team line has match points and OMW% only, with its players by seat', () => {
    const rows = [
      {
        rank: 1,
        team: { id: 't1', name: '京都トリオ' },
        matchPoints: 9,
        matchesPlayed: 3,
        wins: 3,
        losses: 0,
        draws: 0,
        byes: 0,
        dropped: false,
        omw: 0.5,
        omwExact: '1/2',
      },
      {
        rank: 2,
        team: { id: 't2', name: 'Osaka' },
        matchPoints: 0,
        matchesPlayed: 3,
        wins: 0,
        losses: 3,
        draws: 0,
        byes: 0,
        dropped: true,
        omw: 1,
        omwExact: '1',
      },
    ];
    const members = new Map([['t1', ['A 葵', 'B Ben', 'C Chika']]]);
    const csv = teamStandingsCsv(rows, members, (key) => key.split('.').at(-1)!);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'rank,team,members,points,record,OMW%,status',
      '1,京都トリオ,A 葵 / B Ben / C Chika,9,3-0-0,50.00%,',
      '2,Osaka,,0,0-3-0,100.00%,dropped',
      '',
    ]);
  });
});
