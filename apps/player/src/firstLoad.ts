/**
 * What a QR link's first screen waits for, asked by the page's first script (`main.ts`, small)
 * while the rest of its code (`page.tsx`: React and the screens, most of the bytes) downloads
 * beside it: on venue Wi-Fi the sign-in and the table's query then take no round trip after the
 * code has arrived (issue 26 item 12). The page takes their answers (`api.ts`) as if it had asked.
 */
import { createGraphQLClient, type GraphQLRequest } from '@taikai/client';
import { PlayerLoginDocument, PlayerTableDocument } from './generated/graphql';
import { currentLanguage } from './i18n/language';
import { eventReference, parseJoinLink } from './joinLink';
import { session } from './session';

/** The sign-in: the token, and whom it signs in. `event`: the event's id (from a QR link) or its short code (typed). */
export async function signIn(request: GraphQLRequest, event: string, accessCode: string) {
  return (await request(PlayerLoginDocument, { ...eventReference(event), accessCode }, { anonymous: true })).playerLogin;
}

/** The event and the signed-in player's matches, in one request. */
export async function askTable(request: GraphQLRequest, eventId: string) {
  const { event, myMatches } = await request(PlayerTableDocument, { eventId });
  return { event, matches: myMatches };
}

type SignedIn = Awaited<ReturnType<typeof signIn>>;
type Table = Awaited<ReturnType<typeof askTable>>;

interface Started {
  event: string;
  accessCode: string;
  signIn: Promise<SignedIn> | null;
  /** Asked once the sign-in answers, as the player it signs in; null when another player is signed in on this phone. */
  table: Promise<{ token: string; eventId: string; answer: Promise<Table> } | null> | null;
}
let started: Started | null = null;

/** Asks for the sign-in and then the table when the page (served under `base`) was opened from a QR link. */
export function startFirstLoad(base: string): void {
  const link = parseJoinLink(window.location.pathname, window.location.search, base);
  if (!link?.complete) return;
  const clientAs = (token: string | null) => createGraphQLClient({ getToken: () => token, getLanguage: currentLanguage });
  const signingIn = signIn(clientAs(null), link.eventId, link.accessCode);
  // Its failure is the page's to show, when it takes the answer.
  signingIn.catch(() => undefined);
  // With another player signed in, the page asks whom to keep (SwitchScreen) before any table.
  const table = session.get()
    ? null
    : signingIn.then(
        ({ token, registration }) => {
          const answer = askTable(clientAs(token), registration.event.id);
          answer.catch(() => undefined);
          return { token, eventId: registration.event.id, answer };
        },
        () => null,
      );
  started = { event: link.eventId, accessCode: link.accessCode, signIn: signingIn, table };
}

/** The sign-in asked at start for these values, once; null when there is none. */
export function takeFirstSignIn(event: string, accessCode: string): Promise<SignedIn> | null {
  if (!started?.signIn || started.event !== event || started.accessCode !== accessCode) return null;
  const answer = started.signIn;
  started.signIn = null;
  return answer;
}

/** The table asked at start, once, when it was asked as `token` for `eventId`; null otherwise. */
export async function takeFirstTable(token: string | null, eventId: string): Promise<Table | null> {
  const asked = started?.table;
  if (!started || !asked) return null;
  started.table = null;
  const table = await asked;
  return table && table.token === token && table.eventId === eventId ? table.answer : null;
}
