/** A playoff round named by its matches: the final, the semifinals, the quarterfinals, or "Top N". */
export const playoffRoundLabel = (matches: number, translate: (key: string, options?: object) => string): string =>
  matches === 1
    ? translate('taikai.topcut.final')
    : matches === 2
      ? translate('taikai.topcut.semifinals')
      : matches === 4
        ? translate('taikai.topcut.quarterfinals')
        : translate('taikai.topcut.top_n', { n: matches * 2 });
