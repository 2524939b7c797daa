import { metagameMatrixCsv, metagameSharesCsv, type Metagame } from './metagame';

const translate = (key: string) => (key === 'taikai.metagame.unknown' ? '不明' : key.replace('taikai.metagame.', ''));

const line = (key: string, name: string | null, players: number, shareExact: string, share: number) => ({
  key,
  name,
  source: name ? 'DECK_NAME' : 'UNKNOWN',
  players,
  share,
  shareExact,
  topCut: 1,
  topCutShare: 0.5,
  conversion: 1 / players,
  wins: 2,
  losses: 1,
  draws: 1,
  winRate: 2 / 3,
  winRateExact: '2/3',
});

const metagame = {
  players: 3,
  topCutSize: 2,
  mirrorMatches: 0,
  archetypes: [line('name:burn', 'Burn', 2, '2/3', 2 / 3), line('unknown', null, 1, '1/3', 1 / 3)],
  matchups: [
    { archetype: 'name:burn', opponent: 'unknown', wins: 2, losses: 1, draws: 1, winRate: 2 / 3, winRateExact: '2/3' },
    { archetype: 'unknown', opponent: 'name:burn', wins: 0, losses: 0, draws: 1, winRate: null, winRateExact: null },
  ],
} as unknown as Metagame;

describe('the metagame exports', () => {
  it('list each archetype with its share, conversion and win rate floored, Unknown in the reader language', () => {
    const lines = metagameSharesCsv(metagame, translate)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'archetype,players,share,in_top_cut,top_cut_share,conversion,record,win_rate',
      'Burn,2,66.66%,1,50.00%,50.00%,2-1-1,66.66%',
      '不明,1,33.33%,1,50.00%,100.00%,2-1-1,66.66%',
    ]);
  });

  it('list the matrix a pair a line, a dash where every match was drawn', () => {
    const lines = metagameMatrixCsv(metagame, translate)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['archetype,opponent,wins,losses,draws,win_rate', 'Burn,不明,2,1,1,66.66%', '不明,Burn,0,0,1,—']);
  });
});
