import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read off paper and typed on phones.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

/** A short unguessable code (31^8 ≈ 8.5e11 possibilities) for a player's page. */
export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What the player typed, as stored: case and separators do not matter. */
export function normalizeAccessCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
