import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Seed 1" before a name in the bracket: 1 = the best standing, who chooses play or draw (MTR 2.2). */
export const SeedLabel = ({ seed, index }: { seed: number; index: 1 | 2 }) => {
  const translate = useTranslate();
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ fontWeight: 700, mr: 1, fontVariantNumeric: 'tabular-nums' }}
      data-testid={`bracket-seed${index}`}
    >
      {translate('taikai.topcut.seed', { n: seed })}
    </Typography>
  );
};
