import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { tokens } from '../app/session';
import { useConventionLive } from '../event/useEventLive';
import { ConventionJudgeQueue } from './ConventionJudgeQueue';

/** The hall's judge queue alone, for a judge's phone on the floor (360 px wide and up). */
export const ConventionJudgeQueuePage = () => {
  const translate = useTranslate();
  const { conventionId = '' } = useParams();
  // The convention's one stream, as on the console: the phone hears of a new call without polling.
  useConventionLive(conventionId, tokens.get);
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Title title={translate('taikai.console.queue_page')} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('taikai.console.queue_page')}
        </Typography>
        <RouterLink to={`/conventions/${conventionId}/console`}>{translate('taikai.conventions.console')}</RouterLink>
      </Stack>
      <ConventionJudgeQueue conventionId={conventionId} />
    </Box>
  );
};
