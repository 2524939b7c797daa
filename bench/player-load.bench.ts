// Issue 26 item 12: time from opening the QR link to the player's table on screen, on a throttled
// venue Wi-Fi (1.6 Mbps down, 750 kbps up, 150 ms latency, Chromium's network emulation), with the
// product's compression and with `Accept-Encoding: identity` (what was served before), in one run.
// A cold phone: a new browser context (empty cache, no service worker) per run. A step of
// bench/run.ts (`BENCH_ONLY=player-load`); needs the built API and apps.
import { chromium } from 'playwright-core';
import { freePort, graphql, loadAverage, spawnProduct, waitForGraphQL } from '@taikai/testkit';
import type { Row } from './lib/report';

const ADMIN = { email: 'organizer@example.com', password: 'organizer password 1' };
const RUNS = 5;

export async function benchPlayerLoad(): Promise<Row[]> {
  const rows: Row[] = [];
  const server = spawnProduct({
    PORT: String(await freePort()),
    TAIKAI_ADMIN_EMAIL: ADMIN.email,
    TAIKAI_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForGraphQL(server);
    const token = (
      await graphql<any>(server.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: ADMIN.email,
        p: ADMIN.password,
      })
    ).data.login.token;
    const staff = async (query: string, variables: object = {}) => {
      const body = await graphql<any>(server.url, query, variables, token);
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const eventId = (await staff('mutation { createEvent(input: { name: "Wi-Fi bench", topCut: 0 }) { id } }')).createEvent.id;
    const names = Array.from({ length: 32 }, (_, i) => `Player ${i + 1}`);
    const created = (
      await staff('mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { accessCode } } }', {
        e: eventId,
        csv: `name\n${names.join('\n')}\n`,
      })
    ).importPlayers.created;
    const round = (await staff('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId })).pairNextRound;
    await staff('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    for (const mode of ['compressed', 'identity'] as const) {
      const times: number[] = [];
      let bytes = 0;
      let requests = 0;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 360, height: 740 },
          isMobile: true,
          hasTouch: true,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1_600_000 / 8,
          uploadThroughput: 750_000 / 8,
        });
        if (mode === 'identity') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
        let received = 0;
        let sent = 0;
        cdp.on('Network.loadingFinished', (event: any) => (received += event.encodedDataLength));
        cdp.on('Network.requestWillBeSent', () => sent++);
        const start = Date.now();
        await page.goto(`${server.url}/play/join?event=${eventId}&code=${created[run].accessCode}`);
        await page.getByTestId('my-pairing').waitFor({ timeout: 60_000 });
        times.push(Date.now() - start);
        bytes = received;
        requests = sent;
        await context.close();
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)];
      rows.push({
        benchmark: `player page to the table, 1.6 Mbps / 150 ms, ${mode === 'compressed' ? 'compressed' : 'uncompressed (before)'}`,
        result: `median ${median} ms, ${bytes} bytes on the wire, ${requests} requests`,
        target: '≤ 1,500 ms',
        met: median <= 1500,
        load: loadAverage(),
        notes: `runs ${times.join(', ')} ms`,
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}
