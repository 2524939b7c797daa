import { Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../app/i18n/locale';
import { PersonHistoryDocument } from '../generated/graphql';
import { useGql } from '../shared/data/GraphQLProvider';
import { shownName } from '../shared/forgottenName';

/**
 * A person's events at this store, newest first: place in the final standings (the top cut
 * first), record, points, deck; and their penalties when the viewer may read penalty history.
 */
export const PersonHistoryPanel = ({ personId }: { personId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGql(PersonHistoryDocument, { personId });
  const date = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'medium' });
  const history = data?.personHistory;
  return (
    <Card data-testid="person-history">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('taikai.person_records.history')}
          {history ? ` · ${shownName(history.name, translate)}` : ''}
        </Typography>
        {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
        {history && history.noShowCount > 0 ? (
          <Typography color="warning.main" sx={{ mb: 1 }} data-testid="person-no-shows">
            {translate('taikai.person_records.no_show_count', { smart_count: history.noShowCount })}
          </Typography>
        ) : null}
        {history && history.registrations.length === 0 ? (
          <Typography color="text.secondary">{translate('taikai.person_records.no_events')}</Typography>
        ) : null}
        {history && history.registrations.length > 0 ? (
          <Table size="small" data-testid="person-registrations">
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.person_records.event')}</TableCell>
                <TableCell align="right">{translate('taikai.person_records.place')}</TableCell>
                <TableCell>{translate('taikai.person_records.record')}</TableCell>
                <TableCell align="right">{translate('taikai.person_records.points')}</TableCell>
                <TableCell>{translate('taikai.person_records.deck')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.registrations.map((row) => (
                <TableRow key={row.playerId} data-testid="person-registration">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.eventName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {date.format(new Date(row.eventDate))} · {translate(`taikai.formats.${row.formatType}`)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{row.place ?? '–'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{`${row.wins}-${row.losses}-${row.draws}`}</span>
                      {row.disqualified ? (
                        <Chip size="small" color="error" label={translate('taikai.desk.disqualified')} />
                      ) : row.noShow ? (
                        <Chip size="small" color="warning" label={translate('taikai.person_records.no_show')} data-testid="no-show-mark" />
                      ) : row.dropped ? (
                        <Chip size="small" label={translate('taikai.desk.dropped')} />
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{row.points}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {row.deckName ?? ''}
                    {row.hasDecklist ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {translate('taikai.person_records.decklist_registered')}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {history?.penalties ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('taikai.person_records.penalties')}
            </Typography>
            {history.penalties.length === 0 ? (
              <Typography color="text.secondary">{translate('taikai.person_records.no_penalties')}</Typography>
            ) : (
              <Table size="small" data-testid="person-penalties">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('taikai.person_records.event')}</TableCell>
                    <TableCell>{translate('taikai.judges.infraction_and_penalty')}</TableCell>
                    <TableCell>{translate('taikai.desk.status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {history.penalties.map((penalty) => (
                    <TableRow key={penalty.id}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Typography variant="body2">{penalty.eventName}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {[
                            date.format(new Date(penalty.date)),
                            penalty.roundNumber ? translate('taikai.rounds.round_n', { n: penalty.roundNumber }) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2">{penalty.infractionName}</Typography>
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          {penalty.penaltyName}
                        </Typography>
                      </TableCell>
                      <TableCell>{translate(`taikai.penalty_status.${penalty.status}`)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
