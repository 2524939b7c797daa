// Issue 30 acceptance on the venue default (`npm start`, embedded PostgreSQL): a convention with a
// 600-player main event, four 16-player side events and on-demand drafts, over two "days" (a server
// restart between them). Only the product's GraphQL API, as the dashboard and the phones use it.
// Run against `npm start` (its start log shows the generated admin password):
//   PW=<admin password> node scripts/accept-convention.mjs day1
//   (stop the server with Ctrl-C and start it again: the second day)
//   PW=<admin password> node scripts/accept-convention.mjs day2
// URL (default http://127.0.0.1:3000) chooses another server. Each check is an assertion; it prints
// what it saw and how long the main steps took.
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync } from 'node:fs';
const URL = (process.env.URL ?? 'http://127.0.0.1:3000') + '/graphql';
const STATE = '/tmp/accept-convention.json';
const stats = {};
async function gql(query, variables = {}, token, lang = 'en') {
  for (let attempt = 0; ; attempt++) {
    const r = await fetch(URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }).catch((e) => ({ error: e }));
    if (r.error) {
      if (attempt < 3) {
        await new Promise((res) => setTimeout(res, 500));
        continue;
      }
      throw r.error;
    }
    return r.json();
  }
}
async function must(query, variables, token, lang) {
  const j = await gql(query, variables, token, lang);
  if (j.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(j.errors)}`);
  return j.data;
}
async function timed(name, fn) {
  const t = performance.now();
  const v = await fn();
  stats[name] = Math.round(performance.now() - t);
  return v;
}
async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}
const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);

const staff = (
  await must('mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', { e: 'admin@taikai.local', p: process.env.PW })
).login.token;
const ROUND = 'mutation($e:ID!){pairNextRound(eventId:$e){id number matches{id table hallTable player1{id} player2{id}}}}';
const HALL = 'query($c:ID!){conventionHall(conventionId:$c){label area inUse eventId matchId roundNumber}}';

async function loginAll(eventId, players) {
  const tokens = {};
  await inBatches(players, 8, async (p) => {
    const d = (
      await must('mutation($e:ID!,$a:String!){playerLogin(eventId:$e,accessCode:$a){token personToken}}', { e: eventId, a: p.accessCode })
    ).playerLogin;
    tokens[p.id] = d;
  });
  return tokens;
}
async function makeEvent(name, count, prefix, locale) {
  const eventId = (
    await must(
      'mutation($i:EventInput!){createEvent(input:$i){id}}',
      { i: { name, ...(locale ? { locale: locale === 'en' ? 'en-US' : locale } : {}) } },
      staff,
    )
  ).createEvent.id;
  const csv = [
    'name,Player ID',
    ...Array.from({ length: count }, (_, i) => `${prefix} ${i + 1},${prefix}${String(i + 1).padStart(4, '0')}`),
  ].join('\n');
  const res = (
    await must(
      'mutation($e:ID!,$c:String!){importPlayers(eventId:$e,csv:$c){created{id accessCode personId name} errors{message}}}',
      { e: eventId, c: csv },
      staff,
    )
  ).importPlayers;
  assert.equal(res.errors.length, 0, JSON.stringify(res.errors));
  return { eventId, players: res.created };
}
function assertNoDoubleBooking(hall) {
  const used = hall.filter((t) => t.matchId);
  const matchIds = used.map((t) => t.matchId);
  assert.equal(new Set(matchIds).size, matchIds.length, 'a match at two tables');
  assert.ok(
    used.every((t) => t.inUse),
    'a match at a table out of use',
  );
  return used.length;
}
async function reportAll(round, tokens, seed) {
  const matches = round.matches.filter((m) => m.player2);
  await inBatches(matches, 16, async (m) => {
    const input = { player1Wins: 2, player2Wins: (m.table + seed) % 2 };
    const [a, b] = await Promise.all(
      [m.player1.id, m.player2.id].map((p) =>
        gql('mutation($m:ID!,$i:ReportInput!){reportResult(matchId:$m,input:$i){status}}', { m: m.id, i: input }, tokens[p].token),
      ),
    );
    if (a.errors || b.errors) throw new Error(JSON.stringify(a.errors ?? b.errors));
  });
  return matches.length;
}

if ((process.argv[2] ?? 'day1') === 'day1') {
  const organizationId = (await must('{organizations{id}}', {}, staff)).organizations[0].id;
  const conventionId = (
    await must(
      'mutation($o:ID!,$i:ConventionInput!){createConvention(organizationId:$o,input:$i){id}}',
      { o: organizationId, i: { name: 'Taikai Festival', venue: 'Hall 1', startsOn: '2026-11-28', endsOn: '2026-11-29' } },
      staff,
    )
  ).createConvention.id;
  // Area A: 15 rows of 21 (315 tables) for the main event; B: 40 for side events; C: 24 for drafts.
  const rows = ['area,row,table,capacity,label'];
  for (let n = 1; n <= 315; n++) rows.push(`A,${Math.ceil(n / 21)},${n},2,A-${n}`);
  for (let n = 1; n <= 40; n++) rows.push(`B,${Math.ceil(n / 10)},${n},2,B-${n}`);
  for (let n = 1; n <= 24; n++) rows.push(`C,${Math.ceil(n / 8)},${n},2,C-${n}`);
  await must(
    'mutation($c:ID!,$csv:String!){importHallMap(conventionId:$c,csv:$csv){label}}',
    { c: conventionId, csv: rows.join('\n') },
    staff,
  );
  log('hall: 379 tables');

  const main = await timed('import 600 players', () => makeEvent('Main Event', 600, 'M', 'ja-JP'));
  await must(
    'mutation($c:ID!,$e:ID!){addConventionEvent(conventionId:$c,eventId:$e,main:true){id}}',
    { c: conventionId, e: main.eventId },
    staff,
  );
  const sides = [];
  for (let s = 1; s <= 4; s++) {
    const side = await makeEvent(`Side ${s}`, 16, `S${s}-`, s % 2 ? 'en' : 'ja-JP');
    await must('mutation($c:ID!,$e:ID!){addConventionEvent(conventionId:$c,eventId:$e){id}}', { c: conventionId, e: side.eventId }, staff);
    sides.push(side);
  }
  // One player of the main event also entered side event 1 with the same player ID: the same person.
  const twice = main.players[9];
  const dup = (
    await must(
      'mutation($e:ID!,$i:PlayerInput!){registerPlayer(eventId:$e,input:$i,allowSameName:true){id accessCode personId}}',
      { e: sides[0].eventId, i: { name: twice.name, externalId: 'M0010' } },
      staff,
    )
  ).registerPlayer;
  sides[0].players.push(dup);
  log('people: main player M 10 person', twice.personId, 'side registration person', dup.personId);
  // A fixed seat (accessibility): main player 1 sits at A-315 whatever the pairing.
  const fixed = main.players[0];
  await must(
    'mutation($c:ID!,$l:String,$p:ID!){setHallFixedSeat(conventionId:$c,label:$l,personId:$p)}',
    { c: conventionId, l: 'A-315', p: fixed.personId },
    staff,
  );

  const mainTokens = await timed('600 phones sign in', () => loginAll(main.eventId, main.players));
  const sideTokens = [];
  for (const side of sides) sideTokens.push(await loginAll(side.eventId, side.players));

  const r1 = await timed('pair main round 1 (600)', () => must(ROUND, { e: main.eventId }, staff).then((d) => d.pairNextRound));
  await must('mutation($r:ID!){publishRound(roundId:$r){id}}', { r: r1.id }, staff);
  const sideRounds = [];
  for (const side of sides) {
    const r = (await must(ROUND, { e: side.eventId }, staff)).pairNextRound;
    await must('mutation($r:ID!){publishRound(roundId:$r){id}}', { r: r.id }, staff);
    sideRounds.push(r);
  }
  const fixedMatch = r1.matches.find((m) => m.player1.id === fixed.id || m.player2?.id === fixed.id);
  assert.equal(fixedMatch.hallTable, 'A-315', 'the fixed seat holds');
  assert.ok(
    r1.matches.filter((m) => m.player2).every((m) => m.hallTable.startsWith('A-')),
    'the main event in area A',
  );
  let hall = (await must(HALL, { c: conventionId }, staff)).conventionHall;
  log(
    'round 1: tables used',
    assertNoDoubleBooking(hall),
    '(main',
    r1.matches.filter((m) => m.player2).length,
    '+ sides',
    sideRounds.map((r) => r.matches.filter((m) => m.player2).length).join('/'),
    ')',
  );
  const conflicts = (
    await must(
      'query($c:ID!){conventionSeatingConflicts(conventionId:$c){seat{playerName eventName table} other{eventName table}}}',
      { c: conventionId },
      staff,
      'ja',
    )
  ).conventionSeatingConflicts;
  log('seated twice:', JSON.stringify(conflicts));
  assert.equal(conflicts.length, 1);

  // Drafts on demand: 16 people sign up from their phones; two pods of 8 fire.
  const queue = (
    await must(
      'mutation($c:ID!,$i:OnDemandQueueInput!){openOnDemandQueue(conventionId:$c,input:$i){id}}',
      { c: conventionId, i: { name: 'Draft', podSize: 8, area: 'C' } },
      staff,
    )
  ).openOnDemandQueue;
  const drafters = await makeEvent('Draft sign-in desk', 16, 'D', 'ja-JP');
  const drafterTokens = await loginAll(drafters.eventId, drafters.players);
  const seats = [];
  await inBatches(drafters.players, 4, async (p) => {
    seats.push(
      (
        await must(
          'mutation($q:ID!){joinOnDemandQueue(id:$q){waiting position seat{eventId hallTable}}}',
          { q: queue.id },
          drafterTokens[p.id].personToken,
        )
      ).joinOnDemandQueue,
    );
  });
  const mine = await Promise.all(
    drafters.players.map(
      async (p) =>
        (await must('{myOnDemandQueues{seat{eventId eventName hallTable}}}', {}, drafterTokens[p.id].personToken)).myOnDemandQueues[0].seat,
    ),
  );
  const pods = new Set(mine.map((s) => s?.eventId));
  log('on-demand: pods fired', pods.size, 'tables', [...new Set(mine.map((s) => s?.hallTable))].sort().join(' '));
  assert.equal(pods.size, 2);
  assert.ok(mine.every((s) => s && s.hallTable.startsWith('C-')));
  hall = (await must(HALL, { c: conventionId }, staff)).conventionHall;
  log('with the drafts: tables used', assertNoDoubleBooking(hall));

  // A puddle on a main-event table mid-round: its match moves.
  const wet = r1.matches.find((m) => m.player2 && m.hallTable !== 'A-315');
  await must(
    'mutation($c:ID!,$l:String!){setHallTableInUse(conventionId:$c,label:$l,inUse:false){label}}',
    { c: conventionId, l: wet.hallTable },
    staff,
  );
  hall = (await must(HALL, { c: conventionId }, staff)).conventionHall;
  const moved = hall.find((t) => t.matchId === wet.id);
  log('table', wet.hallTable, 'out of use: its match moved to', moved.label);
  assert.notEqual(moved.label, wet.hallTable);
  assertNoDoubleBooking(hall);
  const bad = await gql(
    'mutation($c:ID!,$l:String!){setHallTableInUse(conventionId:$c,label:$l,inUse:false){label}}',
    { c: conventionId, l: 'Z-99' },
    staff,
    'ja',
  );
  log('unknown table (ja):', bad.errors?.[0]?.message);

  // Judge calls from two events, taken by one judge from the hall's queue.
  const caller1 = r1.matches[3];
  const caller2 = sideRounds[1].matches[0];
  await must(
    'mutation($e:ID!,$m:ID){callJudge(eventId:$e,matchId:$m){id}}',
    { e: main.eventId, m: caller1.id },
    mainTokens[caller1.player1.id].token,
  );
  await must(
    'mutation($e:ID!,$m:ID){callJudge(eventId:$e,matchId:$m){id}}',
    { e: sides[1].eventId, m: caller2.id },
    sideTokens[1][caller2.player1.id].token,
  );
  const calls = (await must('query($c:ID!){conventionJudgeCalls(conventionId:$c){id table eventName status}}', { c: conventionId }, staff))
    .conventionJudgeCalls;
  for (const call of calls) await must('mutation($id:ID!){takeJudgeCall(id:$id){status}}', { id: call.id }, staff);
  log('judge took calls from', calls.map((c) => `${c.eventName} ${c.table}`).join(', '));
  assert.equal(new Set(calls.map((c) => c.eventName)).size, 2);

  let console1 = await timed('console read', () =>
    must(
      'query($c:ID!){conventionConsole(conventionId:$c){name roundNumber outstanding openCalls takenCalls}}',
      { c: conventionId },
      staff,
    ).then((d) => d.conventionConsole),
  );
  log(
    'console before reports:',
    console1
      .map((e) => `${e.name} r${e.roundNumber}: ${e.outstanding.length} outstanding (${e.outstanding.slice(0, 3).join(' ')}…)`)
      .join('; '),
  );
  await timed('main round 1 reports (both players, 16 tables at a time)', () => reportAll(r1, mainTokens, 1));
  for (let s = 0; s < 4; s++) await reportAll(sideRounds[s], sideTokens[s], s);
  console1 = (await must('query($c:ID!){conventionConsole(conventionId:$c){name roundNumber outstanding}}', { c: conventionId }, staff))
    .conventionConsole;
  log('console after reports:', console1.map((e) => `${e.name} r${e.roundNumber}: ${e.outstanding.length}`).join('; '));
  writeFileSync(STATE, JSON.stringify({ conventionId, main, mainTokens, fixed }));
  log('day 1 done', JSON.stringify(stats));
} else {
  // Day 2, after the server restarted overnight: round 2 of the main event.
  const { conventionId, main, mainTokens, fixed } = JSON.parse(readFileSync(STATE, 'utf8'));
  const r2 = await timed('pair main next round (600)', () => must(ROUND, { e: main.eventId }, staff).then((d) => d.pairNextRound));
  await must('mutation($r:ID!){publishRound(roundId:$r){id}}', { r: r2.id }, staff);
  const fixedMatch = r2.matches.find((m) => m.player1.id === fixed.id || m.player2?.id === fixed.id);
  assert.equal(fixedMatch.hallTable, 'A-315', 'the fixed seat holds on day 2');
  const hall = (await must(HALL, { c: conventionId }, staff)).conventionHall;
  log('day 2 round ' + r2.number + ': tables used', assertNoDoubleBooking(hall), 'fixed seat', fixedMatch.hallTable);
  await timed('main round 2 reports', () => reportAll(r2, mainTokens, 2));
  const st = (await must('query($e:ID!){standings(eventId:$e){rank matchPoints}}', { e: main.eventId }, staff)).standings;
  log(
    'standings: top',
    st[0].matchPoints,
    'points, players on it',
    st.filter((s) => s.matchPoints === st[0].matchPoints).length,
    'of',
    st.length,
  );
  log('day 2 done', JSON.stringify(stats));
}
