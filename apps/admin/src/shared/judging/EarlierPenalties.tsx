import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../../app/i18n/locale';
import { EarlierPenaltiesDocument } from '../../generated/graphql';
import { useGql } from '../data/GraphQLProvider';

/**
 * The person's penalties at this store's other events, beside a decision on this player (the
 * infraction form, the approval queue), for the event's judges: nothing when the player is not
 * linked to a person (the API answers null).
 */
export const EarlierPenalties = ({ playerId }: { playerId: string | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useGql(EarlierPenaltiesDocument, { playerId: playerId ?? '' }, { enabled: !!playerId, retry: false });
  const penalties = data?.earlierPenalties;
  if (!playerId || !penalties) return null;
  const date = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'medium' });
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="earlier-penalties">
      <Typography variant="subtitle2" component="h3">
        {translate('taikai.person_records.earlier_penalties')}
      </Typography>
      {penalties.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('taikai.person_records.no_earlier_penalties')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {penalties.map((penalty) => (
            <ListItem key={penalty.id} disableGutters data-testid="earlier-penalty">
              <ListItemText
                primary={`${penalty.infractionName}: ${penalty.penaltyName}${
                  penalty.status === 'APPLIED' ? '' : ` (${translate(`taikai.penalty_status.${penalty.status}`)})`
                }`}
                secondary={[
                  date.format(new Date(penalty.date)),
                  penalty.eventName,
                  penalty.roundNumber ? translate('taikai.rounds.round_n', { n: penalty.roundNumber }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
