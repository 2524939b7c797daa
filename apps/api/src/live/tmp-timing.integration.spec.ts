import { startTestServer } from '../testing/test-server';
import { subscribeOverSse } from './testing/sse-client';
import { LiveService } from './live.service';
it('timing', async () => {
  let t = Date.now();
  const s = await startTestServer();
  console.log('start', Date.now() - t);
  const token = await s.loginAsOrganizer();
  const other = await startTestServer({}, s);
  t = Date.now(); await other.close(); console.log('close plain', Date.now() - t);
  const o2 = await startTestServer({}, s);
  const sub = await subscribeOverSse(o2.url, 'subscription { eventUpdates(eventId: "a") { kind } }', {}, { token });
  await o2.get(LiveService).publish({ eventId: 'a', kind: 'CLOCK_CHANGED' });
  console.log(await sub.next());
  t = Date.now(); await o2.close(); console.log('close with sse', Date.now() - t);
  console.log(await sub.next());
  await sub.close();
  t = Date.now(); await s.close(); console.log('close main', Date.now() - t);
});
