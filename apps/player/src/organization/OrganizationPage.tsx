import { createGraphQLClient, GraphQLRequestError } from '@taikai/client';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorRegion } from '../components/ErrorRegion';
import { Header } from '../components/Header';
import { OfflineBanner } from '../components/OfflineBanner';
import { type Problem, problemText, toProblem } from '../errors';
import {
  CancelPreRegistrationDocument,
  type CalendarEventFieldsFragment,
  ForgetThisPhoneDocument,
  JoinOnDemandQueueDocument,
  LeaveOnDemandQueueDocument,
  type MyOnDemandQueueFieldsFragment,
  MyOnDemandQueuesDocument,
  type MyEventsQuery,
  MyEventsDocument,
  OrganizationCalendarDocument,
  PersonEventLoginDocument,
  PreRegisterAsGuestDocument,
  PreRegisterDocument,
} from '../generated/graphql';
import { useI18n } from '../i18n/I18nProvider';
import { currentLanguage, type Language } from '../i18n/language';
import { offlineStore } from '../offlineStore';
import { personTokens } from '../personTokens';
import { session } from '../session';
import { OnDemandQueues } from './OnDemandQueues';
import styles from './organization.css?inline';
import { wordsOf } from './words';

// Like the page's own styles (main.tsx), inside the script: they come with this chunk.
const sheet = document.createElement('style');
sheet.textContent = styles;
document.head.append(sheet);

type CalendarEvent = CalendarEventFieldsFragment;
type MyEvent = MyEventsQuery['myEvents']['events'][number];
interface Page {
  name: string;
  events: CalendarEvent[];
  /** The person this phone is signed in as here, with their events and the on-demand queues; null without a person token. */
  me: { name: string; events: MyEvent[]; queues: MyOnDemandQueueFieldsFragment[] } | null;
}

const localeOf = (language: Language) => (language === 'ja' ? 'ja-JP' : 'en-GB');
const timeText = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(localeOf(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The organization's page (`/play/o/<slug>`): its calendar for anyone, and with this phone's
 * person token the person's events there (upcoming with Cancel, any registration not past opened
 * with one tap, past with place and record) and one-tap pre-registration. Its own chunk: the event page's first
 * load does not carry it.
 */
export function OrganizationPage({ slug, base }: { slug: string; base: string }) {
  const { language, t } = useI18n();
  const w = useMemo(() => wordsOf(language), [language]);
  const api = useMemo(() => createGraphQLClient({ getToken: () => personTokens.get(slug), getLanguage: currentLanguage }), [slug]);
  const [page, setPage] = useState<Page | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [guestFor, setGuestFor] = useState<CalendarEvent | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** The page as it is now: with "my events" while this phone's person token works. */
  const fetchPage = useCallback(async (): Promise<Page> => {
    if (personTokens.get(slug)) {
      try {
        const [{ myEvents }, { myOnDemandQueues }] = await Promise.all([api(MyEventsDocument, {}), api(MyOnDemandQueuesDocument, {})]);
        return { name: myEvents.organization.name, events: myEvents.organization.events, me: { ...myEvents, queues: myOnDemandQueues } };
      } catch (error) {
        // A revoked or forgotten phone: the calendar still shows, without "my events".
        if (!(error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED')) throw error;
        personTokens.clear(slug);
      }
    }
    const { organizationCalendar } = await api(OrganizationCalendarDocument, { slug }, { anonymous: true });
    return { name: organizationCalendar.name, events: organizationCalendar.events, me: null };
  }, [api, slug]);

  useEffect(() => {
    let cancelled = false;
    fetchPage().then(
      (loaded) => {
        if (!cancelled) setPage(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') setMissing(true);
        else setProblem(toProblem(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fetchPage]);

  // While the person waits for a pod, the page follows it: the pod fires from other phones' sign-ups.
  const waitingForPod = page?.me?.queues.some((queue) => queue.position !== null && queue.position !== undefined) ?? false;
  useEffect(() => {
    if (!waitingForPod) return;
    const timer = setInterval(() => {
      fetchPage().then(setPage, () => undefined);
    }, 10_000);
    return () => clearInterval(timer);
  }, [waitingForPod, fetchPage]);

  /** Runs a change, then shows its notice and the page as it now is. */
  const act = useCallback(
    async (key: string, change: () => Promise<string | null>) => {
      setBusy(key);
      setProblem(null);
      setNotice(null);
      try {
        const done = await change();
        setPage(await fetchPage());
        setNotice(done);
      } catch (error) {
        setProblem(toProblem(error));
      } finally {
        setBusy(null);
      }
    },
    [fetchPage],
  );

  const registeredNotice = (event: CalendarEvent, result: { status: string; waitlistPosition?: number | null }) =>
    result.status === 'WAITLISTED'
      ? w('org.nowWaitlisted', { event: event.name, position: result.waitlistPosition ?? 0 })
      : w('org.nowRegistered', { event: event.name });

  const register = (event: CalendarEvent) =>
    act(`register:${event.id}`, async () => registeredNotice(event, (await api(PreRegisterDocument, { eventId: event.id })).preRegister));

  const registerAsGuest = (event: CalendarEvent, input: { name: string; nameReading: string; email: string; playerId: string }) =>
    act(`register:${event.id}`, async () => {
      const { preRegisterAsGuest } = await api(
        PreRegisterAsGuestDocument,
        { eventId: event.id, input: { ...input, nameReading: input.nameReading || null, playerId: input.playerId || null } },
        { anonymous: true },
      );
      if (preRegisterAsGuest.personToken) personTokens.set(slug, preRegisterAsGuest.personToken);
      setGuestFor(null);
      return registeredNotice(event, preRegisterAsGuest);
    });

  const cancel = (event: CalendarEvent) =>
    act(`cancel:${event.id}`, async () => {
      await api(CancelPreRegistrationDocument, { eventId: event.id });
      return w('org.cancelled', { event: event.name });
    });

  /** One tap into an event the person is registered in: the event page, signed in as them there. */
  const open = (eventId: string) =>
    act(`open:${eventId}`, async () => {
      const { personEventLogin } = await api(PersonEventLoginDocument, { eventId });
      session.set(personEventLogin.token);
      offlineStore.keepRegistration(personEventLogin.token, personEventLogin.registration);
      window.location.assign(base);
      return null;
    });

  const joinQueue = (queue: MyOnDemandQueueFieldsFragment) =>
    act(`queue:${queue.id}`, async () => {
      const { joinOnDemandQueue } = await api(JoinOnDemandQueueDocument, { id: queue.id });
      return joinOnDemandQueue.seat
        ? w('org.queueFired', { event: joinOnDemandQueue.seat.eventName })
        : w('org.queueJoined', { queue: queue.name, position: joinOnDemandQueue.position ?? 0, size: queue.podSize });
    });

  const leaveQueue = (queue: MyOnDemandQueueFieldsFragment) =>
    act(`queue:${queue.id}`, async () => {
      await api(LeaveOnDemandQueueDocument, { id: queue.id });
      return w('org.queueLeft', { queue: queue.name });
    });

  const forget = () =>
    act('forget', async () => {
      await api(ForgetThisPhoneDocument, {}).catch((error: unknown) => {
        if (!(error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED')) throw error;
      });
      personTokens.clear(slug);
      return w('org.forgotten');
    });

  const mine = new Map((page?.me?.events ?? []).map((entry) => [entry.event.id, entry]));
  const groups = [
    ['UPCOMING', 'org.upcoming'],
    ['CURRENT', 'org.current'],
    ['PAST', 'org.past'],
  ] as const;

  return (
    <div className="app">
      <Header />
      <OfflineBanner />
      <main className="main organization">
        <ErrorRegion message={missing ? w('org.notFound') : problemText(problem, t)} />
        <div aria-live="polite" className="notice-slot" data-testid="org-notice">
          {notice ? <p className="notice">{notice}</p> : null}
        </div>
        {!page ? (
          <section className="card home" aria-busy={!missing && !problem}>
            <h1 ref={headingRef} tabIndex={-1}>
              {missing ? w('org.notFound') : w('org.loading')}
            </h1>
          </section>
        ) : (
          <div className="stack">
            <h1 ref={headingRef} tabIndex={-1} className="page-title" data-testid="org-name">
              {page.name}
            </h1>
            {page.me ? (
              <section className="card" aria-labelledby="my-events-title" data-testid="my-events">
                <h2 id="my-events-title" className="section-title">
                  {w('org.myEvents')}
                </h2>
                <p className="hint">{w('org.signedInAs', { name: page.me.name })}</p>
                {groups.map(([when, title]) => {
                  const entries = page.me!.events.filter((entry) => entry.when === when);
                  return (
                    <section key={when} aria-labelledby={`my-${when}`} data-testid={`my-${when.toLowerCase()}`}>
                      <h3 id={`my-${when}`} className="subsection-title">
                        {w(title)}
                      </h3>
                      {entries.length === 0 ? <p className="hint">{w('org.none')}</p> : null}
                      <ul className="org-list">
                        {entries.map((entry) => (
                          <li key={entry.event.id} className="org-item" data-testid="my-event">
                            <p className="org-item-name">{entry.event.name}</p>
                            {entry.event.startsAt ? <p className="hint">{timeText(entry.event.startsAt, language)}</p> : null}
                            {when === 'UPCOMING' ? (
                              <>
                                <p data-testid="my-event-status">
                                  {entry.status === 'WAITLISTED'
                                    ? w('org.waitlisted', { position: entry.waitlistPosition ?? 0 })
                                    : entry.preregistered
                                      ? w('org.preregistered')
                                      : w('org.registered')}
                                </p>
                                {entry.status === 'WAITLISTED' || entry.preregistered ? (
                                  <button
                                    type="button"
                                    className="button secondary"
                                    disabled={busy !== null}
                                    onClick={() => void cancel(entry.event)}
                                    data-testid="cancel-entry"
                                  >
                                    {entry.status === 'WAITLISTED' ? w('org.leaveWaitlist') : w('org.cancel')}
                                  </button>
                                ) : null}
                              </>
                            ) : null}
                            {when !== 'PAST' && entry.status === 'REGISTERED' && !entry.dropped ? (
                              <button
                                type="button"
                                className="button primary"
                                disabled={busy !== null}
                                onClick={() => void open(entry.event.id)}
                                data-testid="open-event"
                              >
                                {busy === `open:${entry.event.id}` ? w('org.opening') : w('org.open')}
                              </button>
                            ) : null}
                            {when === 'PAST' ? (
                              <p data-testid="past-result">
                                {entry.place ? `${w('org.place', { place: entry.place })} · ` : ''}
                                <span aria-label={w('org.recordLabel')}>
                                  {w('org.record', { wins: entry.wins, losses: entry.losses, draws: entry.draws })}
                                </span>
                                {entry.dropped ? ` · ${w('org.dropped')}` : ''}
                              </p>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </section>
                  );
                })}
              </section>
            ) : (
              <p className="hint" data-testid="not-remembered">
                {w('org.notRemembered')}
              </p>
            )}

            {page.me && page.me.queues.length > 0 ? (
              <OnDemandQueues
                queues={page.me.queues}
                busy={busy}
                w={w}
                onJoin={(queue) => void joinQueue(queue)}
                onLeave={(queue) => void leaveQueue(queue)}
                onOpen={(eventId) => void open(eventId)}
              />
            ) : null}

            <section className="card" aria-labelledby="calendar-title" data-testid="calendar">
              <h2 id="calendar-title" className="section-title">
                {w('org.calendar')}
              </h2>
              {page.events.length === 0 ? <p className="hint">{w('org.noEvents')}</p> : null}
              <ul className="org-list">
                {page.events.map((event) => {
                  const entry = mine.get(event.id);
                  const full = event.placesLeft === 0;
                  return (
                    <li key={event.id} className="org-item" data-testid="calendar-event">
                      <h3 className="org-item-name">{event.name}</h3>
                      <dl className="org-facts">
                        {event.formatName ? (
                          <div>
                            <dt>{w('org.format')}</dt>
                            <dd>{event.formatName}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt>{w('org.starts')}</dt>
                          <dd>{event.startsAt ? timeText(event.startsAt, language) : w('org.startsUnknown')}</dd>
                        </div>
                        <div>
                          <dt>{w('org.places')}</dt>
                          <dd data-testid="places">
                            {event.capacity === null || event.capacity === undefined
                              ? w('org.noLimit')
                              : full
                                ? w('org.full', { capacity: event.capacity })
                                : w('org.placesLeft', { left: event.placesLeft ?? 0, capacity: event.capacity })}
                          </dd>
                        </div>
                        {event.waitlistCount > 0 ? (
                          <div>
                            <dt>{w('org.waitlist')}</dt>
                            <dd>{event.waitlistCount}</dd>
                          </div>
                        ) : null}
                        {event.entryFee ? (
                          <div>
                            <dt>{w('org.entryFee')}</dt>
                            <dd>{event.entryFee}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {entry ? (
                        <p className="org-status" data-testid="calendar-status">
                          {entry.status === 'WAITLISTED'
                            ? w('org.waitlisted', { position: entry.waitlistPosition ?? 0 })
                            : w('org.registered')}
                        </p>
                      ) : event.preregistrationOpen ? (
                        <>
                          {event.preregistrationClosesAt ? (
                            <p className="hint">{w('org.closes', { time: timeText(event.preregistrationClosesAt, language) })}</p>
                          ) : null}
                          <button
                            type="button"
                            className="button primary"
                            disabled={busy !== null}
                            onClick={() => (page.me ? void register(event) : setGuestFor(event))}
                            data-testid="register"
                          >
                            {busy === `register:${event.id}` ? w('org.registering') : full ? w('org.joinWaitlist') : w('org.register')}
                          </button>
                          {guestFor?.id === event.id && !page.me ? (
                            <GuestForm
                              event={event}
                              busy={busy !== null}
                              onSubmit={(input) => void registerAsGuest(event, input)}
                              onClose={() => setGuestFor(null)}
                            />
                          ) : null}
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>

            {page.me ? (
              <button
                type="button"
                className="button secondary"
                disabled={busy !== null}
                onClick={() => void forget()}
                data-testid="forget-phone"
              >
                {w('org.forget')}
              </button>
            ) : null}
          </div>
        )}
      </main>
    </div>
  );
}

interface GuestFormProps {
  event: CalendarEvent;
  busy: boolean;
  onSubmit: (input: { name: string; nameReading: string; email: string; playerId: string }) => void;
  onClose: () => void;
}

/** Pre-registering without this phone remembered: who they are, once. */
function GuestForm({ event, busy, onSubmit, onClose }: GuestFormProps) {
  const { language } = useI18n();
  const w = wordsOf(language);
  const [input, setInput] = useState({ name: '', nameReading: '', email: '', playerId: '' });
  const field = (key: keyof typeof input, label: string, type = 'text', required = false) => (
    <div className="field">
      <label htmlFor={`guest-${key}`}>{label}</label>
      <input
        id={`guest-${key}`}
        type={type}
        required={required}
        value={input[key]}
        autoComplete={key === 'email' ? 'email' : key === 'name' ? 'name' : 'off'}
        onChange={(change) => setInput({ ...input, [key]: change.target.value })}
      />
    </div>
  );
  return (
    <form
      className="form"
      aria-label={w('org.guestTitle', { event: event.name })}
      onSubmit={(submitted: FormEvent) => {
        submitted.preventDefault();
        onSubmit(input);
      }}
      data-testid="guest-form"
    >
      {field('name', w('org.name'), 'text', true)}
      {field('nameReading', w('org.reading'))}
      {field('email', w('org.email'), 'email', true)}
      {field('playerId', w('org.playerId'))}
      <button type="submit" className="button primary" disabled={busy}>
        {w('org.guestSubmit')}
      </button>
      <button type="button" className="button secondary" onClick={onClose}>
        {w('org.guestCancel')}
      </button>
    </form>
  );
}
