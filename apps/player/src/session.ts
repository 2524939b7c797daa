/** The player's session token. Separate key from the staff console (same origin). */
export const PLAYER_TOKEN_KEY = 'taikai.player.token';

export const session = {
  get(): string | null {
    try {
      return window.localStorage.getItem(PLAYER_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    window.localStorage.setItem(PLAYER_TOKEN_KEY, token);
  },
  clear(): void {
    try {
      window.localStorage.removeItem(PLAYER_TOKEN_KEY);
    } catch {
      // storage blocked: nothing stored
    }
  },
};
