import { useTranslate } from 'react-admin';
import type { PlayoffDrawPolicy, RoundFieldsFragment } from '../generated/graphql';
import { playoffRoundLabel } from '../shared/bracket/roundLabel';
import { teamWinnerOf, winnerOf } from '../shared/bracket/winner';
import { shownPlayerName } from '../shared/forgottenName';
import { seatWins, teamPairings } from '../shared/teamPairings';
import { PrintHead } from './PrintHead';

/** One line of a bracket box: a seed and a name (a player, or a team), the games or seats won, whether they went through. */
interface Entrant {
  seed: number | null;
  name: string;
  score: number | null;
  through: boolean;
}

/** A match of the bracket; future rounds' boxes have no entrants yet (blank lines to fill in by hand). */
interface BracketBox {
  key: string;
  table: number | null;
  entrants: [Entrant | null, Entrant | null];
}

function playedBoxes(round: RoundFieldsFragment, team: boolean, drawPolicy: PlayoffDrawPolicy | null, bye: string, translate: Translate) {
  if (team)
    return teamPairings(round).map(({ teamMatch, seats }): BracketBox => {
      const wins = seatWins(seats);
      const winner = teamWinnerOf(teamMatch);
      const scored = !!teamMatch.team2 && teamMatch.status !== 'PENDING';
      return {
        key: teamMatch.id,
        table: teamMatch.table,
        entrants: [
          {
            seed: teamMatch.team1Seed ?? null,
            name: teamMatch.team1.name,
            score: scored ? wins.team1 : null,
            through: winner?.id === teamMatch.team1.id,
          },
          teamMatch.team2
            ? {
                seed: teamMatch.team2Seed ?? null,
                name: teamMatch.team2.name,
                score: scored ? wins.team2 : null,
                through: winner?.id === teamMatch.team2.id,
              }
            : { seed: null, name: bye, score: null, through: false },
        ],
      };
    });
  return [...round.matches]
    .sort((a, b) => a.table - b.table)
    .map((match): BracketBox => {
      const winner = winnerOf(match, drawPolicy);
      const final = match.status === 'FINAL' && !!match.player2;
      return {
        key: match.id,
        table: match.table,
        entrants: [
          {
            seed: match.player1.seed ?? null,
            name: shownPlayerName(match.player1, translate),
            score: final ? match.player1Wins : null,
            through: winner === match.player1.id,
          },
          match.player2
            ? {
                seed: match.player2.seed ?? null,
                name: shownPlayerName(match.player2, translate),
                score: final ? match.player2Wins : null,
                through: winner === match.player2.id,
              }
            : { seed: null, name: bye, score: null, through: false },
        ],
      };
    });
}

type Translate = ReturnType<typeof useTranslate>;

/**
 * The top cut for the wall (MTR 2.2: the better seed is player or team 1): one column per playoff
 * round, its results so far, and blank boxes for the rounds still to come, down to the final.
 */
export const BracketSheet = ({
  playoff,
  team,
  drawPolicy,
  eventName,
  meta,
}: {
  playoff: readonly RoundFieldsFragment[];
  team: boolean;
  drawPolicy: PlayoffDrawPolicy | null;
  eventName: string;
  meta: string;
}) => {
  const translate = useTranslate();
  const bye = translate('taikai.rounds.bye');
  const columns = playoff.map((round) => ({
    key: round.id,
    title: `${playoffRoundLabel(team ? round.teamMatches.length : round.matches.length, translate)} · ${translate('taikai.rounds.round_n', { n: round.number })}`,
    boxes: playedBoxes(round, team, drawPolicy, bye, translate),
  }));
  for (let count = Math.floor((columns.at(-1)?.boxes.length ?? 0) / 2); count >= 1; count = Math.floor(count / 2))
    columns.push({
      key: `to-come-${count}`,
      title: playoffRoundLabel(count, translate),
      boxes: Array.from({ length: count }, (_, i): BracketBox => ({ key: `${count}-${i}`, table: null, entrants: [null, null] })),
    });
  const final = columns.at(-1)?.boxes[0];
  const champion = final && columns.at(-1)?.boxes.length === 1 ? final.entrants.find((entrant) => entrant?.through) : undefined;
  return (
    <>
      <PrintHead title={translate('taikai.print.kinds.bracket')} eventName={eventName} meta={meta} />
      <div
        className="bracket-print"
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
        data-testid="print-bracket"
      >
        {columns.map((column) => (
          <section key={column.key} className="bracket-column" data-testid="print-bracket-round">
            <h2>{column.title}</h2>
            <div className="bracket-boxes">
              {column.boxes.map((box) => (
                <div key={box.key} className="bracket-box" data-testid="print-bracket-match">
                  {box.table !== null ? (
                    <div className="bracket-table">
                      {team
                        ? translate('taikai.topcut.team_match_n', { n: box.table })
                        : `${translate('taikai.rounds.table')} ${box.table}`}
                    </div>
                  ) : null}
                  {box.entrants.map((entrant, i) => (
                    <div
                      key={i}
                      className={entrant?.through ? 'bracket-entrant through' : 'bracket-entrant'}
                      data-testid="print-bracket-entrant"
                    >
                      <span className="seed">{entrant?.seed ?? ''}</span>
                      <span className="name">{entrant?.name ?? ''}</span>
                      <span className="score">{entrant?.score ?? ''}</span>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
      {champion ? (
        <p className="bracket-champion" data-testid="print-bracket-champion">
          {translate('taikai.topcut.champion', { name: champion.name })}
        </p>
      ) : null}
    </>
  );
};
