import HourglassTop from '@mui/icons-material/HourglassTop';
import { Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../app/i18n/locale';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { EventWaitlistDocument, RemoveFromWaitlistDocument } from '../generated/graphql';

/**
 * Who waits for a place in a full event, in the order they joined (the phone's pre-registration
 * promotes them in that order when a place frees). Staff take someone off it (audited).
 */
export const WaitlistPanel = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useGql(EventWaitlistDocument, { eventId });
  const { run, pending } = useRun();
  const waitlist = data?.eventWaitlist ?? [];
  if (waitlist.length === 0) return null;
  const when = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card data-testid="waitlist-panel">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HourglassTop color="primary" />
          <Typography variant="h6" component="h2">
            {translate('taikai.desk.waitlist_title', { smart_count: waitlist.length })}
          </Typography>
        </Stack>
        <List dense component="ol" aria-label={translate('taikai.desk.waitlist_title', { smart_count: waitlist.length })}>
          {waitlist.map((entry) => (
            <ListItem
              key={entry.personId}
              data-testid="waitlist-entry"
              divider
              secondaryAction={
                <Button
                  size="small"
                  disabled={pending}
                  onClick={() =>
                    void run(
                      RemoveFromWaitlistDocument,
                      { eventId, personId: entry.personId },
                      { success: 'taikai.desk.waitlist_removed', successArgs: { name: entry.name } },
                    )
                  }
                  aria-label={translate('taikai.desk.waitlist_remove_named', { name: entry.name })}
                  data-testid="waitlist-remove"
                >
                  {translate('taikai.desk.waitlist_remove')}
                </Button>
              }
            >
              <ListItemText
                primary={`${entry.position}. ${entry.name}`}
                secondary={translate('taikai.desk.waitlist_joined', { when: when.format(new Date(entry.joinedAt)) })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
