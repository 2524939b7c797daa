import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import {
  getNullableType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLResolveInfo,
  GraphQLScalarType,
} from 'graphql';
import { hasLoneSurrogate } from '../common';
import { invalidInput } from '../errors';

export type Bound = { min: number; max: number } | { maxLength: number } | { oneOf: readonly string[] };

const LANGUAGES = ['en', 'ja'] as const;
const LONG_TEXT = { maxLength: 2000 };
const GAME_COUNT = { min: -100, max: 100 }; // small negatives reach the engine, which names the rule

/**
 * The bound of every argument and input field, by schema coordinate (`Type.field` for input
 * fields, `Query.field.argument` / `Mutation.field.argument` for arguments). Texts not listed
 * get DEFAULT_TEXT; every number has its own range (input-bounds.spec.ts checks). The services check the rules of the game; these keep
 * absurd values (a clock of 2,147,483,647 minutes, a 100,000-character pod) from reaching them.
 * The database backs the important ones with CHECK constraints (migration `input_bounds`).
 */
export const INPUT_BOUNDS: Record<string, Bound> = {
  'EventInput.name': { maxLength: 200 },
  'EventInput.venue': { maxLength: 200 },
  'EventInput.prizesEn': { maxLength: 2000 },
  'EventInput.prizesJa': { maxLength: 2000 },
  'EventInput.venueNotesEn': { maxLength: 2000 },
  'EventInput.venueNotesJa': { maxLength: 2000 },
  'EventInput.ruleProfile': { maxLength: 50 },
  'EventInput.bestOf': { min: 1, max: 7 },
  'EventInput.roundMinutes': { min: 10, max: 240 },
  'EventInput.plannedRounds': { min: 1, max: 20 },
  'EventInput.topCut': { min: 0, max: 16 },
  'EventInput.lateEntryLastRound': { min: 2, max: 20 },
  'EventInput.formatName': { maxLength: 100 },
  'Mutation.checkInMember.memberCode': { maxLength: 40 },
  'EventInput.entryFee': { maxLength: 100 },
  'EventInput.capacity': { min: 2, max: 10000 },
  'EventInput.acceptWarnings': { oneOf: ['ROUND_SHORTER_THAN_MINIMUM'] },
  // The engine's team formats (TEAM_FORMATS); the service checks them too.
  'EventInput.teamFormat': { oneOf: ['magic-trios', 'magic-two-headed-giant', 'team-3on3'] },
  'Mutation.createTeam.name': { maxLength: 100 },
  'Mutation.updateTeam.name': { maxLength: 100 },
  'Mutation.refuseTeamName.reason': LONG_TEXT,
  'Mutation.refuseTeamName.newName': { maxLength: 100 },
  'Mutation.createMyTeam.name': { maxLength: 100 },
  'Mutation.joinTeam.joinCode': { maxLength: 20 },
  // MTR 8.2's seats: player A, B and C.
  'TeamMemberInput.seat': { oneOf: ['A', 'B', 'C'] },
  'PlayerInput.name': { maxLength: 100 },
  'PlayerInput.nameReading': { maxLength: 100 },
  'PlayerInput.deckName': { maxLength: 100 },
  'PlayerInput.externalId': { maxLength: 64 },
  'PlayerInput.email': { maxLength: 254 },
  'PlayerInput.pod': { maxLength: 50 },
  'PlayerInput.awardedByes': { min: 0, max: 3 },
  'PlayerInput.fixedTable': { min: 1, max: 10000 },
  'PreRegistrationInput.name': { maxLength: 100 },
  'PreRegistrationInput.nameReading': { maxLength: 100 },
  'PreRegistrationInput.email': { maxLength: 254 },
  'PreRegistrationInput.playerId': { maxLength: 64 },
  'Query.organizationCalendar.slug': { maxLength: 100 },
  'PersonInput.name': { maxLength: 100 },
  'PersonInput.nameReading': { maxLength: 100 },
  'PersonInput.displayName': { maxLength: 100 },
  'PersonInput.email': { maxLength: 254 },
  'PersonInput.notes': LONG_TEXT,
  'PersonIdentifierInput.kind': { maxLength: 30 },
  'PersonIdentifierInput.value': { maxLength: 64 },
  'Query.people.search': { maxLength: 100 },
  'Query.conventionJudgeCalls.area': { maxLength: 20 },
  'Query.people.first': { min: 1, max: 200 },
  'Mutation.suspendPerson.reason': LONG_TEXT,
  'SeriesInput.name': { maxLength: 200 },
  'SeriesInput.preset': { oneOf: ['MATCH_POINTS', 'PLACEMENT', 'STORE_CREDIT_BY_RECORD'] },
  'SeriesInput.payoutPreset': { oneOf: ['STORE_CREDIT_BY_RECORD', 'PRIZES_BY_PLACE'] },
  'SeriesInput.rule': { maxLength: 20000 },
  'SeriesInput.payoutRule': { maxLength: 20000 },
  'SeriesInput.startsOn': { maxLength: 10 },
  'SeriesInput.endsOn': { maxLength: 10 },
  'Mutation.correctSeriesPoints.points': { maxLength: 13 },
  'Mutation.correctSeriesPoints.reason': LONG_TEXT,
  'ConventionInput.name': { maxLength: 200 },
  'ConventionInput.venue': { maxLength: 200 },
  'ConventionInput.startsOn': { maxLength: 10 },
  'ConventionInput.endsOn': { maxLength: 10 },
  'OnDemandQueueInput.name': { maxLength: 100 },
  'OnDemandQueueInput.podSize': { min: 4, max: 64 },
  'OnDemandQueueInput.ruleProfile': { maxLength: 50 },
  'OnDemandQueueInput.formatName': { maxLength: 100 },
  'OnDemandQueueInput.area': { maxLength: 50 },
  'HallTableInput.label': { maxLength: 20 },
  'HallTableInput.area': { maxLength: 20 },
  'HallTableInput.row': { min: 1, max: 1000 },
  'HallTableInput.number': { min: 1, max: 10000 },
  // The engine's capacities; its validateHallMap names a wrong one.
  'HallTableInput.capacity': { min: 2, max: 4 },
  // A hall of a few thousand tables, ~20 characters a line.
  'Mutation.importHallMap.csv': { maxLength: 200000 },
  // The whole Comprehensive Rules: about 1 MB in English, 600,000 characters in Japanese (the body limit, 2 MB, comes first).
  'Mutation.loadRulesDocument.content': { maxLength: 2_000_000 },
  'Mutation.loadRulesDocument.documentKind': { oneOf: ['CR', 'MTR', 'IPG', 'JAR', 'FFTCG'] },
  'Mutation.loadRulesDocument.version': { maxLength: 50 },
  'Query.searchRules.query': { maxLength: 200 },
  'Query.searchRules.limit': { min: 1, max: 100 },
  'Query.rule.number': { maxLength: 50 },
  'Mutation.setHallTableInUse.label': { maxLength: 20 },
  'Mutation.setHallFixedSeat.label': { maxLength: 20 },
  'Mutation.moveMatchToHallTable.label': { maxLength: 20 },
  'ConventionShiftInput.area': { maxLength: 20 },
  'PairingInput.table': { min: 1, max: 10000 },
  'PhaseInput.name': { maxLength: 200 },
  'PhaseInput.rounds': { min: 1, max: 20 },
  'PhaseInput.day': { min: 1, max: 30 },
  'ReportInput.player1Wins': GAME_COUNT,
  'ReportInput.player2Wins': GAME_COUNT,
  'ReportInput.draws': GAME_COUNT,
  'ReportInput.requestKey': { maxLength: 100 },
  'ResultInput.player1Wins': GAME_COUNT,
  'ResultInput.player2Wins': GAME_COUNT,
  'ResultInput.draws': GAME_COUNT,
  'ResultInput.overrideReason': LONG_TEXT,
  'InfractionInput.infraction': { maxLength: 50 },
  'InfractionInput.penalty': { maxLength: 50 },
  'InfractionInput.variant': { maxLength: 50 },
  'InfractionInput.remedies': { maxLength: 50 },
  'InfractionInput.description': LONG_TEXT,
  'InfractionInput.privateNote': LONG_TEXT,
  'InfractionInput.deviationReason': LONG_TEXT,
  'InfractionInput.gameNumber': { min: 1, max: 7 },
  'InfractionInput.extensionMinutes': { min: 0, max: 60 },
  'AnnouncementInput.title': { maxLength: 200 },
  'AnnouncementInput.body': { maxLength: 20000 },
  'AnnouncementInput.language': { oneOf: LANGUAGES },
  // Browsers' push endpoints are a few hundred characters; the keys are 87 and 22 (base64url).
  'PushSubscriptionInput.endpoint': { maxLength: 2048 },
  'PushSubscriptionInput.p256dh': { maxLength: 100 },
  'PushSubscriptionInput.auth': { maxLength: 50 },
  'PushSubscriptionInput.language': { oneOf: LANGUAGES },
  'WebhookInput.url': { maxLength: 2000 },
  'WebhookInput.format': { oneOf: ['DISCORD', 'JSON'] },
  'WebhookInput.kinds': { oneOf: ['PAIRINGS_POSTED', 'STANDINGS_PUBLISHED', 'TOP_CUT', 'CHAMPION', 'DECKLISTS_PUBLISHED'] },
  'Query.webhookDeliveries.limit': { min: 1, max: 100 },
  'Mutation.unregisterPushSubscription.endpoint': { maxLength: 2048 },
  'OrganizationInput.name': { maxLength: 200 },
  // Longer than a slug may be, so the service's message (3 to 40 characters) is the one shown.
  'OrganizationInput.slug': { maxLength: 200 },
  'Mutation.addOrganizationMember.email': { maxLength: 254 },
  'Mutation.createPublishToken.name': { maxLength: 200 },
  'Mutation.setPublishLink.url': { maxLength: 2048 },
  'Mutation.setPublishLink.token': { maxLength: 200 },
  'UserInput.email': { maxLength: 254 },
  'UserInput.name': { maxLength: 200 },
  'UserInput.password': { maxLength: 200 },
  'Mutation.login.email': { maxLength: 254 },
  'Mutation.login.password': { maxLength: 200 },
  'Mutation.playerLogin.accessCode': { maxLength: 32 },
  'Mutation.importPlayers.csv': { maxLength: 1_000_000 },
  'Query.checkDecklist.text': { maxLength: 20000 },
  'Mutation.submitDecklist.text': { maxLength: 20000 },
  'Mutation.enterDecklist.text': { maxLength: 20000 },
  'Mutation.enterDecklist.reason': LONG_TEXT,
  'Mutation.publishDecklists.top': { min: 1, max: 1024 },
  'DecklistSettingsInput.legalityFormat': { maxLength: 30 },
  'Mutation.replaceCardDatabase.json': { maxLength: 2_000_000 }, // the whole request is at most 2 MB
  'Query.previewPlayerImport.csv': { maxLength: 1_000_000 },
  'EventImportInput.data': { maxLength: 2_000_000 }, // the whole request is at most 2 MB
  'Mutation.extendMatch.minutes': { min: -60, max: 60 },
  'DeckCheckInput.minutes': { min: 0, max: 60 },
  'DeckCheckInput.note': LONG_TEXT,
  'Mutation.startRoundClock.minutes': { min: 1, max: 240 },
  'Mutation.startRoundClock.acceptWarnings': { oneOf: ['ROUND_SHORTER_THAN_MINIMUM'] },
  'Mutation.adjustRoundClock.minutes': { min: -60, max: 60 },
  'Mutation.startTopCut.size': { min: 2, max: 64 },
  'Mutation.startTopCut.day': { min: 1, max: 30 },
  'Mutation.dropPlayer.reason': LONG_TEXT,
  'Mutation.revokePenalty.reason': LONG_TEXT,
  'StatementInput.speaker': { maxLength: 200 },
  'StatementInput.statement': { maxLength: 4000 },
  'Mutation.fileAppeal.statement': { maxLength: 4000 },
  'AppealDecisionInput.reason': { maxLength: 4000 },
  'AppealDecisionInput.penalty': { maxLength: 40 },
  'Query.disqualificationReport.language': { oneOf: LANGUAGES },
  'Query.socialImage.language': { oneOf: LANGUAGES },
  'Mutation.closeJudgeCall.extensionMinutes': { min: -60, max: 60 },
  'Mutation.confirmResult.requestKey': { maxLength: 100 },
  'Query.auditLog.limit': { min: 1, max: 1000 },
  'Query.standings.afterRound': { min: 1, max: 100 },
  'Query.suggestPenalty.variant': { maxLength: 50 },
  'Query.composeAnnouncement.language': { oneOf: LANGUAGES },
};

export const DEFAULT_TEXT: Bound = { maxLength: 200 };

// C0 and C1 controls and DEL, except tab and line breaks (a CR only before a LF: CSV from Windows).
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;
// Years 1 to 9999: what ISO 8601 writes without an expanded year and PostgreSQL stores (it has no year 0:
// "0000-01-01" is refused there, so it is refused here too).
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** Refuses the first argument or input field of `field` that is out of its bound (INVALID_INPUT). */
export function checkArguments(parentType: string, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): void {
  for (const arg of field.args) check(`${parentType}.${field.name}.${arg.name}`, arg.name, arg.type, args[arg.name]);
}

function check(coordinate: string, name: string, type: GraphQLInputType, value: unknown): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (nullable instanceof GraphQLList) {
    for (const item of value as unknown[]) check(coordinate, name, nullable.ofType, item);
  } else if (nullable instanceof GraphQLInputObjectType) {
    for (const [key, inputField] of Object.entries(nullable.getFields())) {
      check(`${nullable.name}.${key}`, key, inputField.type, (value as Record<string, unknown>)[key]);
    }
  } else if (nullable instanceof GraphQLScalarType) {
    checkScalar(name, INPUT_BOUNDS[coordinate], value);
  }
}

function checkScalar(name: string, bound: Bound | undefined, value: unknown): void {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) throw invalidInput(name, 'controlCharacter');
    if (hasLoneSurrogate(value)) throw invalidInput(name, 'loneSurrogate');
    const textBound = bound ?? DEFAULT_TEXT;
    if ('oneOf' in textBound && !textBound.oneOf.includes(value)) throw invalidInput(name, 'notAllowed');
    if ('maxLength' in textBound && value.length > textBound.maxLength) throw invalidInput(name, 'tooLong');
  } else if (typeof value === 'number') {
    if (bound && 'min' in bound && (value < bound.min || value > bound.max)) throw invalidInput(name, 'outOfRange');
  } else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw invalidInput(name, 'malformed');
    if (value.getTime() < EARLIEST || value.getTime() > LATEST) throw invalidInput(name, 'outOfRange');
  }
}

/**
 * Checks every argument of a GraphQL operation against INPUT_BOUNDS before its resolver runs.
 * The AuthGuard calls it once it has let the caller in (so an anonymous caller learns nothing
 * about inputs): a guard costs a plain call, where a global interceptor put every operation
 * through Nest's rxjs pipeline and bound async hooks per request (issue 28 part 4).
 */
export function checkOperationArguments(context: ExecutionContext): void {
  if (context.getType<string>() !== 'graphql') return;
  const gql = GqlExecutionContext.create(context);
  const info = gql.getInfo<GraphQLResolveInfo>();
  checkArguments(info.parentType.name, info.parentType.getFields()[info.fieldName], gql.getArgs());
}
