import CheckCircle from '@mui/icons-material/CheckCircle';
import Gavel from '@mui/icons-material/Gavel';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Alert, AlertTitle, Box, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useNotify, useStore, useTranslate } from 'react-admin';
import {
  DecklistSettingsDocument,
  DeskDecklistsDocument,
  type DeskDecklistsQuery,
  InfractionsDocument,
  LogInfractionDocument,
  PenaltiesDocument,
} from '../../generated/graphql';
import { useGql, useRun } from '../data/GraphQLProvider';
import { deckCheckInfraction, decklistProblemsAtLock, type LockProblem, proposalKey } from '../deckLogic';
import { shownRowPlayerName } from '../forgottenName';

type Row = DeskDecklistsQuery['decklists'][number];

/** Whether the event collects lists for the rounds now being paired: the Swiss, or the top cut once it has started. */
function useCollectedLists(eventId: string, topCutStarted: boolean) {
  const { data: settings } = useGql(DecklistSettingsDocument, { eventId });
  const requirement = settings?.decklistSettings.requirement;
  const collected = requirement === 'SWISS' || (requirement === 'TOP_CUT' && topCutStarted);
  // Staff without `decklists.read` are refused the desk's list: they see nothing here.
  const { data } = useGql(DeskDecklistsDocument, { eventId }, { enabled: collected, retry: false });
  return { collected, locked: settings?.decklistSettings.locked ?? false, rows: data?.decklists };
}

/**
 * "Decklists required" where rounds are paired and started: how many lists are missing or break a
 * rule, with the way to the decklists page.
 */
export const DecklistCount = ({ eventId, topCutStarted }: { eventId: string; topCutStarted: boolean }) => {
  const translate = useTranslate();
  const { collected, rows } = useCollectedLists(eventId, topCutStarted);
  if (!collected || !rows) return null;
  const missing = rows.filter((row) => row.state === 'MISSING').length;
  const problems = rows.filter((row) => row.state === 'PROBLEMS').length;
  const label =
    missing || problems
      ? translate('taikai.decklists.at_round.count', { missing, problems })
      : translate('taikai.decklists.at_round.all_ok', { n: rows.length });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="decklist-count">
      {/* A filled warning chip's text is under the contrast minimum: the icon carries the colour. */}
      <Chip
        variant="outlined"
        icon={missing || problems ? <WarningAmber color="warning" /> : <CheckCircle color="success" />}
        label={label}
        data-missing={missing}
        data-problems={problems}
      />
      <Button component={Link} to={`/events/${eventId}/decklists`} size="small">
        {translate('taikai.decklists.at_round.open')}
      </Button>
    </Stack>
  );
};

/**
 * Once the lists lock, a Decklist Problem (IPG 3.4; the catalog's own deck infraction elsewhere)
 * for each list missing, breaking a rule or changed after the deadline, each confirmed by a judge
 * through the ordinary infraction log, one by one or all at once, or dismissed (a judge's call the
 * list does not warrant one). Dismissals are kept per event in this browser, and can be shown again.
 */
export const DecklistProblemsAtLock = ({ eventId, topCutStarted }: { eventId: string; topCutStarted: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { run } = useRun();
  const [logging, setLogging] = useState(false);
  const [dismissed, setDismissed] = useStore<string[]>(`decklists.dismissedProposals.${eventId}`, []);
  const { collected, locked, rows } = useCollectedLists(eventId, topCutStarted);
  const shown = collected && locked && !!rows;
  const { data: catalog } = useGql(InfractionsDocument, { eventId }, { enabled: shown });
  const { data: penalties } = useGql(PenaltiesDocument, { eventId }, { enabled: shown, retry: false });
  const infractions = catalog?.infractions ?? [];
  const code = deckCheckInfraction(
    'DECKLIST_PROBLEM',
    infractions.map((i) => i.code),
  );
  const infraction = infractions.find((i) => i.code === code);
  if (!shown || !rows || !infraction || !penalties) return null;
  const found = decklistProblemsAtLock(rows, penalties.penalties, infraction.code);
  const proposals = found.filter((row) => !dismissed.includes(proposalKey(row)));
  const dismissedCount = found.length - proposals.length;
  if (found.length === 0) return null;
  const restore = (
    <Button size="small" color="inherit" onClick={() => setDismissed([])} data-testid="decklist-penalties-restore">
      {translate('taikai.decklists.at_round.restore')}
    </Button>
  );
  if (proposals.length === 0)
    return (
      <Alert severity="info" data-testid="decklist-penalties-dismissed" action={restore}>
        {translate('taikai.decklists.at_round.dismissed', { smart_count: dismissedCount })}
      </Alert>
    );
  // IPG 3.4: found outside a match (while the lists are counted), it waits for the player's next match.
  const variant = infraction.variants.find((v) => v.atNextMatch);
  const penaltyName = variant?.penaltyName ?? infraction.defaultPenaltyName;
  const description = (row: Row, problem: LockProblem) =>
    [translate(`taikai.decklists.at_round.descriptions.${problem}`), ...row.problems.map((p) => p.message)].join(' ');

  const log = async (chosen: typeof proposals) => {
    setLogging(true);
    let logged = 0;
    try {
      for (const row of chosen) {
        const done = await run(LogInfractionDocument, {
          eventId,
          input: {
            playerId: row.playerId,
            infraction: infraction.code,
            ...(variant ? { variant: variant.id } : {}),
            description: description(row, row.problem),
          },
        });
        if (!done) break;
        logged++;
      }
    } finally {
      setLogging(false);
    }
    if (logged) notify('taikai.decklists.at_round.logged', { type: 'success', messageArgs: { smart_count: logged } });
  };

  return (
    <Alert severity="warning" icon={<Gavel />} data-testid="decklist-penalties" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>
        {translate('taikai.decklists.at_round.proposed', {
          infraction: infraction.name,
          penalty: penaltyName,
          section: infraction.section,
          n: proposals.length,
        })}
      </AlertTitle>
      <List dense disablePadding>
        {proposals.map((row) => (
          <ListItem
            key={row.playerId}
            disableGutters
            data-testid="decklist-penalty"
            data-player={row.playerName}
            data-problem={row.problem}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Button
                  size="small"
                  disabled={logging}
                  onClick={() => log([row])}
                  data-testid={`decklist-penalty-confirm-${row.playerName}`}
                >
                  {translate('taikai.decklists.at_round.confirm')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  disabled={logging}
                  onClick={() => setDismissed([...dismissed, proposalKey(row)])}
                  aria-label={translate('taikai.decklists.at_round.dismiss_for', { name: shownRowPlayerName(row, translate) })}
                  data-testid={`decklist-penalty-dismiss-${row.playerName}`}
                >
                  {translate('taikai.decklists.at_round.dismiss')}
                </Button>
              </Stack>
            }
          >
            <ListItemText
              sx={{ pr: 22 }}
              primary={
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {shownRowPlayerName(row, translate)}
                  {row.externalId && row.externalId !== row.distinguishingId ? ` [${row.externalId}]` : ''}
                </Box>
              }
              secondary={[translate(`taikai.decklists.at_round.problems.${row.problem}`), ...row.problems.map((p) => p.message)].join(
                ' · ',
              )}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {proposals.length > 1 ? (
          <Button variant="outlined" color="inherit" disabled={logging} onClick={() => log(proposals)} data-testid="decklist-penalties-all">
            {translate('taikai.decklists.at_round.confirm_all', { n: proposals.length })}
          </Button>
        ) : null}
        {dismissedCount ? (
          <>
            <span data-testid="decklist-penalties-dismissed-count">
              {translate('taikai.decklists.at_round.dismissed', { smart_count: dismissedCount })}
            </span>
            {restore}
          </>
        ) : null}
      </Stack>
    </Alert>
  );
};
