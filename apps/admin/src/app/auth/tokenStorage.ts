/** Where the staff session token lives. Separate from the player app's key (same origin). */
export const ADMIN_TOKEN_KEY = 'taikai.admin.token';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, key = ADMIN_TOKEN_KEY): TokenStorage {
  return {
    get: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (token) => storage.setItem(key, token),
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // storage unavailable (private mode): nothing to clear
      }
    },
  };
}
