import PushPin from '@mui/icons-material/PushPin';
import { Box, Typography } from '@mui/material';
import { useGql } from '../shared/data/GraphQLProvider';
import { AnnouncementsDocument } from '../generated/graphql';

/** Pinned, published announcements under the clock. */
export const ProjectorAnnouncements = ({ eventId }: { eventId: string }) => {
  const { data } = useGql(AnnouncementsDocument, { eventId });
  const pinned = (data?.announcements ?? []).filter((a) => a.pinned && a.publishedAt).slice(0, 2);
  if (pinned.length === 0) return <Box />;
  return (
    <Box
      component="aside"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${pinned.length}, minmax(0, 1fr))`, px: '3vw', pb: '3vh' }}
      data-testid="projector-announcements"
    >
      {pinned.map((a) => (
        <Box
          key={a.id}
          lang={a.language}
          sx={{ bgcolor: 'rgba(255,255,255,0.08)', border: '1px solid rgba(255,255,255,0.18)', borderRadius: 3, p: '1.6vw' }}
        >
          <Typography sx={{ fontWeight: 800, fontSize: 'clamp(1.1rem, 1.9vw, 2.4rem)', display: 'flex', alignItems: 'center', gap: 1 }}>
            <PushPin sx={{ color: '#E8715C' }} /> {a.title}
          </Typography>
          <Typography
            sx={{ whiteSpace: 'pre-wrap', fontSize: 'clamp(0.95rem, 1.4vw, 1.8rem)', opacity: 0.9, maxHeight: '22vh', overflow: 'hidden' }}
          >
            {a.body}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
