import Download from '@mui/icons-material/Download';
import Publish from '@mui/icons-material/Publish';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { useEventContext } from '../event/useEvent';
import { downloadFile, fileSlug } from '../shared/exports/csv';
import { DecklistSettingsDocument, DeskPublishedDecklistsDocument, PublishDecklistsDocument } from '../generated/graphql';
import { decklistsCsv, decklistsText } from '../shared/deckLogic';
import { shownRowPlayerName } from '../shared/forgottenName';

/** After the cut: publish the top N lists to the player page, and export them as text and CSV. */
export const PublishDecklists = () => {
  const translate = useTranslate();
  const { eventId, event } = useEventContext();
  const { run, pending } = useRun();
  const { data: settings } = useGql(DecklistSettingsDocument, { eventId });
  const { data: published } = useGql(DeskPublishedDecklistsDocument, { eventId });
  const [top, setTop] = useState<number>(event?.topCut || 8);
  const lists = published?.publishedDecklists ?? [];
  const slug = fileSlug(event?.name ?? 'event');
  const afterCut = event?.status === 'TOP_CUT' || event?.status === 'FINISHED';
  const exportCsv = () =>
    downloadFile(
      `${slug}-decklists.csv`,
      decklistsCsv(
        lists,
        [
          translate('taikai.standings.rank'),
          translate('taikai.judges.player'),
          translate('taikai.decklists.section'),
          translate('taikai.decklists.copies'),
          translate('taikai.decklists.card'),
        ],
        {
          main: translate('taikai.decklists.main'),
          side: translate('taikai.decklists.side'),
        },
      ),
    );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.decklists.publish_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.decklists.publish_intro')}
        </Typography>
        {settings?.decklistSettings.publishedTop ? (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="decklists-published">
            {translate('taikai.decklists.published', { n: settings.decklistSettings.publishedTop, count: lists.length })}
          </Alert>
        ) : null}
        {!afterCut ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('taikai.decklists.publish_after_cut')}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            type="number"
            size="small"
            label={translate('taikai.decklists.top')}
            value={top}
            onChange={(e) => setTop(Number(e.target.value))}
            slotProps={{ htmlInput: { min: 1, max: 1024, 'data-testid': 'publish-top' } }}
            sx={{ width: 120 }}
          />
          <Button
            variant="contained"
            startIcon={<Publish />}
            disabled={pending || !afterCut || top < 1}
            onClick={() =>
              run(PublishDecklistsDocument, { eventId, top }, { success: 'taikai.decklists.published_now', successArgs: { n: top } })
            }
            data-testid="publish-decklists"
          >
            {translate('taikai.decklists.publish', { n: top })}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            startIcon={<Download />}
            disabled={lists.length === 0}
            onClick={() => downloadFile(`${slug}-decklists.txt`, decklistsText(lists), 'text/plain;charset=utf-8')}
            data-testid="export-decklists-text"
          >
            {translate('taikai.decklists.export_text')}
          </Button>
          <Button startIcon={<Download />} disabled={lists.length === 0} onClick={exportCsv} data-testid="export-decklists-csv">
            {translate('taikai.decklists.export_csv')}
          </Button>
        </Stack>
        {lists.length ? (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, mt: 2 }}
            data-testid="published-lists"
          >
            {lists.map((list) => (
              <Box key={list.playerId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 800 }}>
                  {list.rank}. {shownRowPlayerName(list, translate)}
                </Typography>
                <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
                  {decklistsText([{ ...list, rank: list.rank }])
                    .split('\n')
                    .slice(1)
                    .join('\n')}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
