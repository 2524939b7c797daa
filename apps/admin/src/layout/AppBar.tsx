import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { BrandMark } from './BrandMark';

/** Indigo bar: brand, the current page title, language switch, theme toggle, user menu. */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <Box component="span" data-testid="locale-switch" sx={{ display: 'inline-flex' }}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mr: 2 }}>
        <BrandMark size={28} />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', letterSpacing: '0.02em', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}>
          {translate('taikai.title')}
        </Typography>
      </Box>
      <Box sx={{ width: '1px', alignSelf: 'stretch', my: 1.5, mr: 2, bgcolor: 'rgba(255,255,255,0.25)', display: { xs: 'none', sm: 'block' } }} />
      <TitlePortal sx={{ fontWeight: 500, opacity: 0.92 }} />
    </RaAppBar>
  );
};
