/** The penalty ladder (IPG 1.1), lowest first: what an appeal's decision may change a penalty to. */
export const PENALTY_LADDER = ['WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'] as const;

/** MTR 2.9: the penalties a head judge may change an appealed one to (any other on the ladder). */
export function replacementChoices(appealed: string): string[] {
  return PENALTY_LADDER.filter((penalty) => penalty !== appealed);
}

/** The extra minutes typed into a judge call's form (MTR 2.6): whole minutes 1–60, else none given. */
export function extensionMinutes(typed: string | undefined): number | null {
  const minutes = Number(typed?.trim());
  return typed?.trim() && Number.isInteger(minutes) && minutes > 0 && minutes <= 60 ? minutes : null;
}

/** Who may read a penalty's statements: the API refuses the others, who may still write one down. */
export function readsStatements(error: unknown): boolean {
  return !(error && typeof error === 'object' && 'code' in error && (error as { code: unknown }).code === 'FORBIDDEN');
}
