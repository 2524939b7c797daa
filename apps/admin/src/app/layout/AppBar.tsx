import Refresh from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useLoading,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { BrandMark } from './BrandMark';

/** Spinner while loading, refresh button otherwise; both with accessible names. */
const LoadingOrRefresh = () => {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <Box sx={{ width: 40, display: 'grid', placeItems: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={20} thickness={4} aria-label={translate('ra.page.loading')} />
      ) : (
        <Tooltip title={translate('ra.action.refresh')}>
          <IconButton color="inherit" aria-label={translate('ra.action.refresh')} onClick={() => refresh()}>
            <Refresh />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};

/** The user menu button is named after the signed-in person (its visible text). */
const StaffUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
};

/** Indigo bar: brand, the current page title, language switch, theme toggle, user menu. */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      userMenu={<StaffUserMenu />}
      toolbar={
        <>
          <Box component="span" data-testid="locale-switch" sx={{ display: 'inline-flex' }}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <LoadingOrRefresh />
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mr: 2 }}>
        <BrandMark size={28} />
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.1rem', letterSpacing: '0.02em', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
        >
          {translate('taikai.title')}
        </Typography>
      </Box>
      <Box
        sx={{ width: '1px', alignSelf: 'stretch', my: 1.5, mr: 2, bgcolor: 'rgba(255,255,255,0.25)', display: { xs: 'none', sm: 'block' } }}
      />
      <TitlePortal sx={{ fontWeight: 500, opacity: 0.92 }} />
    </RaAppBar>
  );
};
