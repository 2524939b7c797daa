import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read off paper and typed on phones.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A short unguessable code (31^8 ≈ 8.5e11 possibilities) for a player's page. */
export function generateAccessCode(): string {
  return randomCode(8);
}

/** What a member card's QR code carries (8 characters without look-alikes), unique per organization. */
export function generateMemberCode(): string {
  return randomCode(8);
}

/** An event's short code (31^5 ≈ 2.9e7): typed to join by hand; the access code is the secret. */
export function generateEventCode(): string {
  return randomCode(5);
}

/** A team's join code (31^6 ≈ 8.9e8), unique in its event: a captain reads it out to teammates, who type it. */
export function generateTeamCode(): string {
  return randomCode(6);
}

/**
 * What the player typed (access or event code), as stored: case, separators and width do not
 * matter (NFKC: a Japanese keyboard types full-width 「ＪＧＡＴＫ」).
 */
export function normalizeAccessCode(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(/[\s-]/g, '');
}
