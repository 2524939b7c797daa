import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PrismaService } from '../../platform/database';
import { MetagameService } from '../../judging/metagame';
import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { renderSvg } from './image-renderer';
import { metagameChartOf } from './social-images.service';

interface Round {
  id: string;
  matches: { id: string; player2: { id: string } | null }[];
}

const IMAGE =
  'query($e: ID!, $k: SocialImageKind!, $l: String, $s: SocialImageShape) { socialImage(eventId: $e, kind: $k, language: $l, shape: $s) { png width height language } }';

/** Set to a folder to look at the images drawn (`SOCIAL_IMAGES_DIR=/tmp/images npx jest …`). */
const IMAGES_DIR = process.env.SOCIAL_IMAGES_DIR;

/** A PNG's size from its IHDR chunk, after checking the signature (PNG spec 5.2, 11.2.2). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('images for social posts: the top cut, the champion and the metagame as PNG (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const gql = <T = any>(query: string, variables: Record<string, unknown>) => must<T>(server, query, variables, organizer);
  const publish = async (round: Round) => {
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    return round;
  };
  const finish = (round: Round) =>
    Promise.all(
      round.matches
        .filter((match) => match.player2)
        .map((match) =>
          gql('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
            m: match.id,
            i: { player1Wins: 2, player2Wins: 1, draws: 0 },
          }),
        ),
    );
  const next = async (eventId: string) =>
    publish(
      (await gql<{ pairNextRound: Round }>(`mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }))
        .pairNextRound,
    );
  const image = async (eventId: string, kind: string, language?: string, shape?: string) => {
    const drawn = (await gql(IMAGE, { e: eventId, k: kind, l: language, s: shape })).socialImage;
    return { ...drawn, png: Buffer.from(drawn.png, 'base64') };
  };

  it('draws the top 8 and the champion in Japanese and English at 1200×675 and 1080×1080; the public bracket follows the page', async () => {
    const eventId = await createEvent(server, organizer, {
      name: '冬のチャンピオンシップ <Modern> & more',
      topCut: 8,
      locale: 'ja-JP',
      startsAt: '2026-12-05T01:00:00.000Z',
      venue: '2F ホール',
    });
    const names = ['青木 葵', 'Ben Carter', '千夏', 'Dan', '江藤 恵美', 'Fumi', '後藤 豪', 'Hana'];
    await registerPlayers(server, organizer, eventId, names);
    const prisma = server.get(PrismaService);
    await prisma.player.updateMany({ where: { eventId }, data: { deckName: '赤単アグロ' } });
    const { shortCode } = await prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    const publicUrl = (file = 'top8.png', query = '') => `${server.url}/public/events/${shortCode}/images/${file}${query}`;

    await finish(await next(eventId));
    // Before the top cut there is nothing to draw, and no public image.
    const early = await server.gql(IMAGE, { e: eventId, k: 'TOP_CUT' }, { token: organizer });
    expect(early.errors?.[0]?.extensions?.code).toBe('SOCIAL_IMAGE_NOT_READY');
    expect((await fetch(publicUrl())).status).toBe(404);

    await finish(
      await publish(
        (await gql<{ startTopCut: Round }>(`mutation($e: ID!) { startTopCut(eventId: $e, size: 8) { ${ROUND_FIELDS} } }`, { e: eventId }))
          .startTopCut,
      ),
    );
    await finish(await next(eventId)); // semifinals
    const final = await next(eventId);

    // The bracket while the final is played; its public image, revalidated by ETag.
    const started = Date.now();
    const bracketJa = await image(eventId, 'TOP_CUT');
    const renderMs = Date.now() - started;
    expect(bracketJa).toMatchObject({ width: 1200, height: 675, language: 'ja' });
    expect(pngSize(bracketJa.png)).toEqual({ width: 1200, height: 675 });
    expect(renderMs).toBeLessThan(5000);
    const open = await fetch(publicUrl());
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await open.arrayBuffer()))).toEqual({ width: 1200, height: 675 });
    const etag = open.headers.get('etag')!;
    expect((await fetch(publicUrl(), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(pngSize(Buffer.from(await (await fetch(publicUrl('top8-square.png', '?lang=en'))).arrayBuffer()))).toEqual({
      width: 1080,
      height: 1080,
    });
    expect((await fetch(publicUrl('top8.png', '?lang=fr'))).status).toBe(404);
    expect((await fetch(publicUrl('top4.png'))).status).toBe(404);

    // The champion only once the final is decided; then the bracket's image changes (its ETag too).
    const undecided = await server.gql(IMAGE, { e: eventId, k: 'CHAMPION' }, { token: organizer });
    expect(undecided.errors?.[0]?.extensions?.code).toBe('SOCIAL_IMAGE_NOT_READY');
    await finish(final);
    const decided = await fetch(publicUrl(), { headers: { 'if-none-match': etag } });
    expect(decided.status).toBe(200);
    expect(decided.headers.get('etag')).not.toBe(etag);

    for (const language of ['ja', 'en']) {
      for (const [shape, size] of [
        ['WIDE', { width: 1200, height: 675 }],
        ['SQUARE', { width: 1080, height: 1080 }],
      ] as const) {
        for (const kind of ['TOP_CUT', 'CHAMPION']) {
          const drawn = await image(eventId, kind, language, shape);
          expect(drawn).toMatchObject({ ...size, language });
          expect(pngSize(drawn.png)).toEqual(size);
        }
      }
    }
    // The words differ by language: the two champions' images are not the same picture.
    expect((await image(eventId, 'CHAMPION', 'ja')).png.equals((await image(eventId, 'CHAMPION', 'en')).png)).toBe(false);

    // The public page off: no public image; staff still get theirs.
    await gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', {
      id: eventId,
      input: { publicPage: false },
    });
    expect((await fetch(publicUrl())).status).toBe(404);
    expect((await image(eventId, 'TOP_CUT', 'en')).width).toBe(1200);
  });

  it("draws the metagame's shares once players have deck names, 8 archetypes and Other; public only while the metagame is", async () => {
    const eventId = await createEvent(server, organizer, {
      name: '春のメタゲーム杯 <Standard> & more',
      topCut: 8,
      locale: 'ja-JP',
      startsAt: '2026-04-11T01:00:00.000Z',
    });
    const players = await registerPlayers(
      server,
      organizer,
      eventId,
      Array.from({ length: 16 }, (_, index) => `Player ${index + 1}`),
    );
    const prisma = server.get(PrismaService);
    const { shortCode } = await prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    const publicUrl = (file = 'metagame.png', query = '') => `${server.url}/public/events/${shortCode}/images/${file}${query}`;

    // No deck names yet: nothing to chart, refused in the viewer's language.
    for (const [language, words] of [
      ['en', 'deck name'],
      ['ja', 'デッキ名'],
    ]) {
      const refused = await server.gql(IMAGE, { e: eventId, k: 'METAGAME' }, { token: organizer, language });
      expect(refused.errors?.[0]?.extensions?.code).toBe('SOCIAL_IMAGE_NOT_READY');
      expect(refused.errors?.[0]?.message).toContain(words);
    }

    // Ten archetypes (the eight with most players drawn, two as Other) and two players without a deck name.
    const decks = [
      ...Array(3).fill('赤単アグロ'),
      ...Array(2).fill('Azorius Control'),
      ...Array(2).fill('ラクドス・ミッドレンジ（ミラー対策型・サイドボード多め）'),
      'Mono-Green Ramp',
      'ディミーア・テンポ',
      'Boros Convoke',
      'Esper Legends',
      '白単ウィニー',
      'Gruul Prowess',
      'Temur Lessons',
      null,
      null,
    ];
    for (const [index, deckName] of decks.entries()) await prisma.player.update({ where: { id: players[index].id }, data: { deckName } });
    await finish(await next(eventId));
    await finish(
      await publish(
        (await gql<{ startTopCut: Round }>(`mutation($e: ID!) { startTopCut(eventId: $e, size: 8) { ${ROUND_FIELDS} } }`, { e: eventId }))
          .startTopCut,
      ),
    );

    const chart = metagameChartOf(await server.get(MetagameService).ofEvent(eventId), {
      name: '',
      startsAt: null,
      venue: null,
      store: null,
    })!;
    expect(chart.players).toBe(16);
    expect(chart.topCutSize).toBe(8);
    expect(chart.bars.map((bar) => bar.kind)).toEqual([...Array(8).fill('ARCHETYPE'), 'OTHER', 'UNKNOWN']);
    expect(chart.bars[0]).toMatchObject({ name: '赤単アグロ', players: 3 });
    expect(chart.bars.slice(1, 3).map((bar) => [bar.name, bar.players])).toEqual(
      expect.arrayContaining([
        ['Azorius Control', 2],
        // The engine names an archetype by its folded spelling (NFKC: full-width parentheses become ASCII).
        ['ラクドス・ミッドレンジ（ミラー対策型・サイドボード多め）'.normalize('NFKC'), 2],
      ]),
    );
    expect(chart.bars.slice(8).map((bar) => bar.players)).toEqual([2, 2]);
    expect(chart.bars.reduce((total, bar) => total + bar.players, 0)).toBe(16);
    expect(chart.bars.reduce((total, bar) => total + bar.topCut, 0)).toBe(8);

    for (const language of ['ja', 'en']) {
      for (const [shape, size] of [
        ['WIDE', { width: 1200, height: 675 }],
        ['SQUARE', { width: 1080, height: 1080 }],
      ] as const) {
        const drawn = await image(eventId, 'METAGAME', language, shape);
        expect(drawn).toMatchObject({ ...size, language });
        expect(pngSize(drawn.png)).toEqual(size);
        if (IMAGES_DIR) {
          mkdirSync(IMAGES_DIR, { recursive: true });
          writeFileSync(path.join(IMAGES_DIR, `metagame-${language}-${shape.toLowerCase()}.png`), drawn.png);
        }
      }
    }
    expect((await image(eventId, 'METAGAME', 'ja')).png.equals((await image(eventId, 'METAGAME', 'en')).png)).toBe(false);

    // Public only while the organizer publishes the metagame (the page itself is on: the bracket is there).
    expect((await fetch(`${server.url}/public/events/${shortCode}/images/top8.png`)).status).toBe(200);
    expect((await fetch(publicUrl())).status).toBe(404);
    const setMetagame = (publicMetagame: boolean) =>
      gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', {
        id: eventId,
        input: { publicMetagame },
      });
    await setMetagame(true);
    const open = await fetch(publicUrl());
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await open.arrayBuffer()))).toEqual({ width: 1200, height: 675 });
    expect((await fetch(publicUrl(), { headers: { 'if-none-match': open.headers.get('etag')! } })).status).toBe(304);
    expect(pngSize(Buffer.from(await (await fetch(publicUrl('metagame-square.png', '?lang=en'))).arrayBuffer()))).toEqual({
      width: 1080,
      height: 1080,
    });
    await setMetagame(false);
    expect((await fetch(publicUrl())).status).toBe(404);
  });

  // The event's name above, `<Modern> & more`, is drawn only because it is escaped: the rasteriser refuses a bare `&`.
  it('an unescaped ampersand is refused by the rasteriser', async () => {
    await expect(renderSvg('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&</text></svg>')).rejects.toThrow();
  });
});
