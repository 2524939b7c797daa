import type { W } from './shared';

/** What `GET /public/events/<code>/metagame` answers (apps/api/src/judging/metagame, the staff query's figures). */
export interface PublicMetagameData {
  players: number;
  topCutSize: number;
  mirrorMatches: number;
  archetypes: {
    key: string;
    name: string | null;
    players: number;
    share: number;
    topCut: number;
    conversion: number | null;
    wins: number;
    losses: number;
    draws: number;
    winRate: number | null;
  }[];
  matchups: { archetype: string; opponent: string; wins: number; losses: number; draws: number; winRate: number | null }[];
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(Math.floor(rate * 1000 + 1e-9) / 10).toFixed(1)}%`);

/**
 * The published metagame on a phone: each archetype's share as a bar with its figures in words
 * (what a screen reader reads; the bar is drawn for the eye only), and its matchups in a table
 * that opens under it. Part of the public page's chunk, never of the event page's first load.
 */
export function PublicMetagame({ metagame, w }: { metagame: PublicMetagameData | null; w: W }) {
  if (!metagame || metagame.archetypes.length === 0) return <p className="hint">{w('pub.noMetagame')}</p>;
  const names = new Map(metagame.archetypes.map((line) => [line.key, line.name ?? w('pub.unknownDeck')]));
  const top = Math.max(...metagame.archetypes.map((line) => line.share));
  return (
    <>
      <p className="hint">{w('pub.metagameNote', { players: metagame.players, mirrors: metagame.mirrorMatches })}</p>
      <ul className="public-list" data-testid="public-metagame-list">
        {metagame.archetypes.map((line) => {
          const matchups = metagame.matchups.filter((cell) => cell.archetype === line.key);
          return (
            <li key={line.key} className="public-item">
              <p className="public-item-head">{names.get(line.key)}</p>
              <div className="public-bar" aria-hidden="true">
                <span style={{ width: `${(line.share / top) * 100}%` }} />
              </div>
              <p className="hint">
                {[
                  w('pub.deckShare', { players: line.players, share: percent(line.share) }),
                  metagame.topCutSize ? w('pub.deckTopCut', { count: line.topCut, rate: percent(line.conversion) }) : null,
                  w('pub.deckWinRate', { rate: percent(line.winRate), wins: line.wins, losses: line.losses, draws: line.draws }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {matchups.length ? (
                <details>
                  <summary>{w('pub.matchups')}</summary>
                  <table className="public-table">
                    <thead>
                      <tr>
                        <th scope="col">{w('pub.opponent')}</th>
                        <th scope="col">{w('pub.winRate')}</th>
                        <th scope="col">{w('pub.wld')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {matchups.map((cell) => (
                        <tr key={cell.opponent}>
                          <th scope="row">{names.get(cell.opponent)}</th>
                          <td>{percent(cell.winRate)}</td>
                          <td>
                            {cell.wins}-{cell.losses}-{cell.draws}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
