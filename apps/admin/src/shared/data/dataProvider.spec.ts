import { createDataProvider } from './dataProvider';
import type { GraphQLRequest } from '@taikai/client';

const player = (name: string, nameReading: string | null = null) => ({
  id: name,
  name,
  nameReading,
  externalId: null,
  email: null,
  accessCode: 'X',
  checkedIn: false,
  dropped: false,
});

describe('the desk list of players', () => {
  const players = [
    player('渡辺 湊', 'わたなべ みなと'),
    player('佐藤 葵', 'さとう あおい'),
    player('Alex Smith'),
    player('阿部 翔', 'あべ しょう'),
  ];
  const request = (async () => ({ players })) as unknown as GraphQLRequest;
  const list = (order: 'ASC' | 'DESC', q?: string) =>
    createDataProvider(request, () => 'en').getList('players', {
      filter: { eventId: 'e', q },
      sort: { field: 'name', order },
      pagination: { page: 1, perPage: 50 },
    });

  it('sorts by name as by reading where registered, in both directions', async () => {
    expect((await list('ASC')).data.map((p) => p.name)).toEqual(['Alex Smith', '阿部 翔', '佐藤 葵', '渡辺 湊']);
    expect((await list('DESC')).data.map((p) => p.name)).toEqual(['渡辺 湊', '佐藤 葵', '阿部 翔', 'Alex Smith']);
  });

  it('finds a player by the reading', async () => {
    expect((await list('ASC', 'さとう')).data.map((p) => p.name)).toEqual(['佐藤 葵']);
  });
});
