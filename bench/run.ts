/**
 * Every API benchmark, one after the other (`npm run bench` runs the engine's too):
 *   npx tsx bench/run.ts                      all of them
 *   BENCH_ONLY=pairing,scale1 npx tsx bench/run.ts      (people: the directory's search at 5,000 people;
 *                                                         public-rush: the public page during result storms;
 *                                                         series: a season's standings, 200 events;
 *                                                         publish: a venue's change reaching the hosted copy;
 *                                                         team-pairing: 1,000 teams of three, rounds 1–5;
 *                                                         console: a convention's console, 50 running events, 5,000 players;
 *                                                         rules: the rules reference, a 2 MB Comprehensive Rules loaded and searched)
 * Needs the built API (apps/api/dist) and apps (player-load: Debian's chromium), PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
 * Prints one Markdown table (kept in tmp/bench/api.json) with the load average at each figure.
 */
import { benchConsole } from './console.bench';
import { benchPairing } from './pairing.bench';
import { benchPeople } from './people.bench';
import { benchPlayerLoad } from './player-load.bench';
import { benchPublish } from './publish.bench';
import { benchPublicRush } from './public-rush.bench';
import { benchRules } from './rules.bench';
import { benchScale } from './scale.bench';
import { benchSeries } from './series.bench';
import { benchTeamPairing } from './team-pairing.bench';
import { loadAverage } from '@taikai/testkit';
import { record, Row } from './lib/report';

// The venue's default (the embedded PostgreSQL) beside an external PostgreSQL, in the same run.
const STEPS: Record<string, () => Promise<Row[]>> = {
  pairing: () => benchPairing('postgres'),
  'pairing-embedded': () => benchPairing('embedded'),
  storm: () => benchScale({ processes: 1, store: 'postgres', fanout: false }),
  'storm-embedded': () => benchScale({ processes: 1, store: 'embedded', fanout: false }),
  scale1: () => benchScale({ processes: 1 }),
  scale2: () => benchScale({ processes: 2 }),
  'player-load': benchPlayerLoad,
  'public-rush': benchPublicRush,
  people: benchPeople,
  series: benchSeries,
  publish: benchPublish,
  'team-pairing': () => benchTeamPairing('embedded'),
  console: benchConsole,
  rules: benchRules,
};

async function main() {
  const only = process.env.BENCH_ONLY?.split(',');
  const rows: Row[] = [];
  for (const [name, step] of Object.entries(STEPS)) {
    if (only && !only.includes(name)) continue;
    console.log(`\n== ${name} (load average ${loadAverage()})`);
    rows.push(...(await step()));
  }
  record('api', rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
