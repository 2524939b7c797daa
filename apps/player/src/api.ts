/**
 * The player's side of the Taikai GraphQL API, over the apps' shared client (`@taikai/client`).
 * Operations live in src/graphql/*.graphql; their types and documents are generated (src/generated).
 */
import { createGraphQLClient, type GraphQLClientOptions, GraphQLRequestError } from '@taikai/client';
import {
  AnnouncementsDocument,
  BracketDocument,
  CallJudgeDocument,
  CancelJudgeCallDocument,
  CheckMyDecklistDocument,
  ConfirmResultDocument,
  CreateMyTeamDocument,
  DropMyselfDocument,
  JoinTeamDocument,
  LeaveTeamDocument,
  SetTeamSeatsDocument,
  MyDecklistDocument,
  MyJudgeCallsDocument,
  MyMatchesDocument,
  MyPenaltiesDocument,
  MyRegistrationDocument,
  MyStateDocument,
  MyTeamDocument,
  OpponentDecklistDocument,
  PlayerDecklistSettingsDocument,
  PlayerEventDocument,
  PublishedDecklistsDocument,
  ReportResultDocument,
  StandingsDocument,
  SubmitDecklistDocument,
  TeamMatchMembersDocument,
  TeamStandingsDocument,
  type ReportInput,
} from './generated/graphql';
import { askTable, signIn, takeFirstSignIn, takeFirstTable } from './firstLoad';

/** A refused or failed request: `code` (the server's, or NETWORK_ERROR / HTTP_ERROR) and the server's translated message. */
export { GraphQLRequestError as ApiError };

export function createApi(options: GraphQLClientOptions) {
  const request = createGraphQLClient(options);

  return {
    request,
    /** The token, and whom it signs in. `event`: the event's id (from a QR link) or its short code (typed). */
    async playerLogin(event: string, accessCode: string) {
      return (await takeFirstSignIn(event, accessCode)) ?? signIn(request, event, accessCode);
    },
    async myRegistration() {
      return (await request(MyRegistrationDocument, {})).myRegistration;
    },
    async event(eventId: string) {
      return (await request(PlayerEventDocument, { eventId })).event;
    },
    /** The event and my matches, in one request. */
    async table(eventId: string) {
      return (await takeFirstTable(options.getToken(), eventId)) ?? askTable(request, eventId);
    },
    async myMatches() {
      return (await request(MyMatchesDocument, {})).myMatches;
    },
    async myState() {
      return (await request(MyStateDocument, {})).myState;
    },
    async standings(eventId: string) {
      const { event, standings } = await request(StandingsDocument, { eventId });
      return { rows: standings, afterRound: event.standingsRound ?? null };
    },
    async bracket(eventId: string) {
      return (await request(BracketDocument, { eventId })).event;
    },
    async reportResult(matchId: string, input: ReportInput) {
      return (await request(ReportResultDocument, { matchId, input })).reportResult;
    },
    async announcements(eventId: string) {
      return (await request(AnnouncementsDocument, { eventId })).announcements;
    },
    async myPenalties() {
      return (await request(MyPenaltiesDocument, {})).myPenalties;
    },
    async myJudgeCalls() {
      return (await request(MyJudgeCallsDocument, {})).myJudgeCalls;
    },
    async dropMyself() {
      return (await request(DropMyselfDocument, {})).dropMyself;
    },
    async callJudge(eventId: string, matchId: string | null) {
      return (await request(CallJudgeDocument, { eventId, matchId })).callJudge;
    },
    async cancelJudgeCall(id: string) {
      return (await request(CancelJudgeCallDocument, { id })).cancelJudgeCall;
    },
    async decklistSettings(eventId: string) {
      return (await request(PlayerDecklistSettingsDocument, { eventId })).decklistSettings;
    },
    async myDecklist() {
      return (await request(MyDecklistDocument, {})).myDecklist;
    },
    /** How the text reads and what it breaks; stores nothing. */
    async checkDecklist(eventId: string, text: string) {
      return (await request(CheckMyDecklistDocument, { eventId, text })).checkDecklist;
    },
    async submitDecklist(text: string) {
      return (await request(SubmitDecklistDocument, { text })).submitDecklist;
    },
    /** Professional REL: the current opponent's list (MTR 2.7); refused at other RELs and for anyone else. */
    async opponentDecklist(playerId: string) {
      return (await request(OpponentDecklistDocument, { playerId })).opponentDecklist;
    },
    async publishedDecklists(eventId: string) {
      return (await request(PublishedDecklistsDocument, { eventId })).publishedDecklists;
    },
    /** The player's team in a team event (null: none yet). */
    async myTeam() {
      return (await request(MyTeamDocument, {})).myTeam;
    },
    /** Makes a team: the player is its captain, in seat A; teammates join with its code. */
    async createMyTeam(name: string) {
      return (await request(CreateMyTeamDocument, { name })).createMyTeam;
    },
    async joinTeam(joinCode: string) {
      return (await request(JoinTeamDocument, { joinCode })).joinTeam;
    },
    /** The captain's seating: every player of the team once (MTR 8.2). */
    async setTeamSeats(members: { playerId: string; seat: string }[]) {
      return (await request(SetTeamSeatsDocument, { members })).setTeamSeats;
    },
    async leaveTeam() {
      return (await request(LeaveTeamDocument, {})).leaveTeam;
    },
    /** Both teams' players of the match's team match (Two-Headed Giant: both opponents, and seat B's own team). */
    async teamMatchMembers(matchId: string) {
      return (await request(TeamMatchMembersDocument, { matchId })).match.teamMatch;
    },
    /** A team event's standings by team (refused like the players' until published). */
    async teamStandings(eventId: string) {
      return (await request(TeamStandingsDocument, { eventId })).teamStandings;
    },
    /** Agrees with the opponent's report `reportId`, the one on screen: refused (REPORT_CHANGED) if they reported again. */
    async confirmResult(matchId: string, reportId: string, requestKey: string) {
      return (await request(ConfirmResultDocument, { matchId, reportId, requestKey })).confirmResult;
    },
  };
}

export type Api = ReturnType<typeof createApi>;
export type Registration = Awaited<ReturnType<Api['myRegistration']>>;
