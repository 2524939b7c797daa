/**
 * The QR link's sign-in and table, asked by the page's first script: handed to the page once, and
 * only as whom they were asked for.
 */
const EVENT_ID = '0b9c8a52-6f0e-4d52-9a51-3c2f8b1d7e40';
const REGISTRATION = { id: 'r1', name: 'Aoi', event: { id: EVENT_ID, name: 'Store Championship' } };
const TABLE = { event: { id: EVENT_ID, name: 'Store Championship' }, myMatches: [] };

type FirstLoad = typeof import('./firstLoad');

/** A fresh page opened at `path`, with `token` signed in already; the GraphQL operations it sends. */
async function openPage(
  path: string,
  token: string | null = null,
): Promise<{ firstLoad: FirstLoad; sent: { operation: string; token: string | null }[] }> {
  const [pathname, search = ''] = path.split('?');
  const stored = new Map<string, string>(token ? [['taikai.player.token', token]] : []);
  // A Japanese phone: the sign-in's refusals come back in its language.
  Object.defineProperty(globalThis, 'navigator', { value: { language: 'ja-JP' }, configurable: true });
  Object.assign(globalThis, {
    window: {
      location: { pathname, search: search ? `?${search}` : '' },
      localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
    },
  });
  const sent: { operation: string; token: string | null }[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const { query } = JSON.parse(String(init?.body));
    const operation = /^(?:query|mutation) (\w+)/.exec(query)![1];
    const headers = init?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('ja');
    sent.push({ operation, token: headers.Authorization ? headers.Authorization.replace('Bearer ', '') : null });
    const data = operation === 'PlayerLogin' ? { playerLogin: { token: 'new-token', registration: REGISTRATION } } : TABLE;
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  let firstLoad!: FirstLoad;
  await jest.isolateModulesAsync(async () => {
    firstLoad = await import('./firstLoad');
  });
  firstLoad.startFirstLoad('/play/');
  return { firstLoad, sent };
}

describe('the first load of a QR link', () => {
  it('signs in at once, then asks for the table as the player signed in; each is handed over once', async () => {
    const { firstLoad, sent } = await openPage(`/play/join?event=${EVENT_ID}&code=ABC123`);
    expect(sent).toEqual([{ operation: 'PlayerLogin', token: null }]);
    const signedIn = await firstLoad.takeFirstSignIn(EVENT_ID, 'ABC123');
    expect(signedIn).toEqual({ token: 'new-token', registration: REGISTRATION });
    expect(firstLoad.takeFirstSignIn(EVENT_ID, 'ABC123')).toBeNull();
    expect(await firstLoad.takeFirstTable('new-token', EVENT_ID)).toEqual({ event: TABLE.event, matches: [] });
    expect(sent).toEqual([
      { operation: 'PlayerLogin', token: null },
      { operation: 'PlayerTable', token: 'new-token' },
    ]);
    expect(await firstLoad.takeFirstTable('new-token', EVENT_ID)).toBeNull();
  });

  it('hands over neither for other values, nor the table as someone else', async () => {
    const { firstLoad } = await openPage(`/play/join?event=${EVENT_ID}&code=ABC123`);
    expect(firstLoad.takeFirstSignIn(EVENT_ID, 'OTHER1')).toBeNull();
    expect(await firstLoad.takeFirstTable('another-token', EVENT_ID)).toBeNull();
  });

  it('asks no table when another player is signed in on the phone (the page asks whom to keep)', async () => {
    const { firstLoad, sent } = await openPage(`/play/join?event=${EVENT_ID}&code=ABC123`, 'kept-token');
    await firstLoad.takeFirstSignIn(EVENT_ID, 'ABC123');
    expect(await firstLoad.takeFirstTable('new-token', EVENT_ID)).toBeNull();
    expect(sent.map((request) => request.operation)).toEqual(['PlayerLogin']);
  });

  it('asks nothing without both values in the link', async () => {
    const { firstLoad, sent } = await openPage(`/play/join?event=${EVENT_ID}`);
    expect(firstLoad.takeFirstSignIn(EVENT_ID, '')).toBeNull();
    expect(await firstLoad.takeFirstTable(null, EVENT_ID)).toBeNull();
    expect(sent).toEqual([]);
  });
});
