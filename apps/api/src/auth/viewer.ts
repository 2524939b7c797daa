/** Who is calling: a staff account, or a player signed in to one event with an access code. */
export type Viewer =
  | { kind: 'staff'; userId: string; organizer: boolean }
  | { kind: 'player'; playerId: string; eventId: string };
