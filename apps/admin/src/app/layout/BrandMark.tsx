import { Box } from '@mui/material';
import { brand } from '../theme';

/** The Taikai mark: 大 on a vermilion tile, the way a tournament banner would show it. */
export const BrandMark = ({ size = 32 }: { size?: number }) => (
  <Box
    aria-hidden="true"
    sx={{
      width: size,
      height: size,
      flex: 'none',
      borderRadius: `${Math.round(size / 4)}px`,
      bgcolor: brand.vermilion,
      color: '#fff',
      display: 'grid',
      placeItems: 'center',
      fontWeight: 800,
      fontSize: size * 0.6,
      lineHeight: 1,
      boxShadow: 'inset 0 -2px 0 rgba(0,0,0,0.18)',
    }}
  >
    大
  </Box>
);
