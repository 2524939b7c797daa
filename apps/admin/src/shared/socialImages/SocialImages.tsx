import Download from '@mui/icons-material/Download';
import Image from '@mui/icons-material/Image';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql } from '../data/GraphQLProvider';
import { fileSlug } from '../exports/csv';
import { SocialImageDocument, type SocialImageKind, type SocialImageShape } from '../../generated/graphql';

type Language = 'en' | 'ja';

/** Each kind's title over its preview, and its part of the saved file's name. */
const KINDS: Record<SocialImageKind, { title: string; file: string }> = {
  TOP_CUT: { title: 'taikai.social_images.bracket', file: 'top-cut' },
  CHAMPION: { title: 'taikai.social_images.champion', file: 'champion' },
  METAGAME: { title: 'taikai.social_images.metagame', file: 'metagame' },
};

/** One image: its preview as the server drew it, and a button saving the PNG. */
const SocialImagePreview = ({
  eventId,
  eventName,
  kind,
  language,
  shape,
}: {
  eventId: string;
  eventName: string;
  kind: SocialImageKind;
  language: Language;
  shape: SocialImageShape;
}) => {
  const translate = useTranslate();
  const { data, error } = useGql(SocialImageDocument, { eventId, kind, language, shape });
  const title = translate(KINDS[kind].title);
  const image = data?.socialImage;
  const src = image ? `data:image/png;base64,${image.png}` : undefined;
  const fileName = `${fileSlug(eventName)}-${KINDS[kind].file}-${language}-${image?.width}x${image?.height}.png`;
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }} data-testid={`social-image-${kind}`}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {error ? (
        <Alert severity="info">{(error as Error).message}</Alert>
      ) : src ? (
        <Box component="img" src={src} alt={title} sx={{ width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ) : (
        <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: shape === 'WIDE' ? '16 / 9' : '1' }} />
      )}
      <Box>
        <Button component="a" href={src} download={fileName} disabled={!src} variant="outlined" startIcon={<Download />}>
          {translate('taikai.social_images.download', { size: image ? `${image.width}×${image.height}` : '' })}
        </Button>
      </Box>
    </Stack>
  );
};

/**
 * Images for social posts (X's large card, 1200×675, or a square 1080×1080), drawn by the server
 * in the event's language or the one chosen: on the top-cut page the bracket with its results, and
 * the champion with their deck once the final is decided; on the Metagame page the field's shares.
 * Pairings are no image: they are too long for one.
 */
export const SocialImages = ({
  eventId,
  eventName,
  locale,
  kinds,
  help,
}: {
  eventId: string;
  eventName: string;
  locale: string | null | undefined;
  /** The images shown side by side. */
  kinds: readonly SocialImageKind[];
  /** The translation key of the words under the title: what these images show. */
  help: string;
}) => {
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>(locale?.toLowerCase().startsWith('ja') ? 'ja' : 'en');
  const [shape, setShape] = useState<SocialImageShape>('WIDE');
  // Drawn when asked: each drawing costs the server CPU, and while shown every result redraws them.
  const [shown, setShown] = useState(false);
  return (
    <Card data-testid="social-images">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            {translate('taikai.social_images.title')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_, value: Language | null) => value && setLanguage(value)}
            aria-label={translate('taikai.social_images.language')}
          >
            <ToggleButton value="ja" lang="ja">
              日本語
            </ToggleButton>
            <ToggleButton value="en" lang="en">
              English
            </ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shape}
            onChange={(_, value: SocialImageShape | null) => value && setShape(value)}
            aria-label={translate('taikai.social_images.shape')}
          >
            <ToggleButton value={'WIDE'}>{translate('taikai.social_images.wide')}</ToggleButton>
            <ToggleButton value={'SQUARE'}>{translate('taikai.social_images.square')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(help)}
        </Typography>
        {shown ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {kinds.map((kind) => (
              <SocialImagePreview key={kind} eventId={eventId} eventName={eventName} kind={kind} language={language} shape={shape} />
            ))}
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<Image />} onClick={() => setShown(true)} data-testid="social-images-draw">
            {translate('taikai.social_images.draw')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
