/** The rule profiles an event may use: the engine's profile ids, which the API checks. */
export const RULE_PROFILES = ['magic', 'fftcg', 'pokemon-style'] as const;
