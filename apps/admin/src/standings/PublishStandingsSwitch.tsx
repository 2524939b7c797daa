import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import { useEventContext } from '../event/useEvent';
import { PublishStandingsDocument } from '../generated/graphql';

/** Whether players see the standings (by player, or a team event's by team). */
export const PublishStandingsSwitch = () => {
  const translate = useTranslate();
  const { eventId, event } = useEventContext();
  const { run, pending } = useRun();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={!!event?.standingsPublished}
          disabled={pending || !event}
          onChange={(_, published) =>
            run(
              PublishStandingsDocument,
              { eventId, published },
              { success: published ? 'taikai.standings.published' : 'taikai.standings.unpublished' },
            )
          }
          slotProps={{ input: { 'data-testid': 'publish-standings' } as never }}
        />
      }
      label={translate('taikai.standings.publish')}
    />
  );
};
