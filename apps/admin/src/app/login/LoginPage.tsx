import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LocalesMenuButton, LoginForm, PasswordInput, TextInput, required, useCheckAuth, useNavigate, useTranslate } from 'react-admin';
import { BrandMark } from '../layout/BrandMark';
import { brand } from '../theme';
import { seigaiha } from './seigaiha';

const features = [
  { icon: EmojiEventsOutlined, key: 'taikai.login.features.pairings' },
  { icon: PhoneIphoneOutlined, key: 'taikai.login.features.results' },
  { icon: TranslateOutlined, key: 'taikai.login.features.bilingual' },
] as const;

/** Staff sign-in: brand panel on the left (hidden on phones), email + password form on the right. */
export const LoginPage = () => {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  useEffect(() => {
    // Already signed in (token present): go straight to the dashboard.
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="section"
        aria-label={translate('taikai.title')}
        sx={{
          ...seigaiha('#27337E', '#2E3B8E'),
          color: '#fff',
          display: { xs: 'none', md: 'flex' },
          position: 'relative',
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: 0,
            background: `linear-gradient(160deg, rgba(20,26,70,0.92) 0%, rgba(27,36,99,0.78) 45%, rgba(27,36,99,0.35) 100%)`,
          },
          '& > *': { position: 'relative' },
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BrandMark size={40} />
          <Typography component="span" sx={{ fontSize: '1.4rem', fontWeight: 700, letterSpacing: '0.03em' }}>
            {translate('taikai.title')}
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 520 }}>
          <Typography component="p" sx={{ fontSize: '2.1rem', lineHeight: 1.3, fontWeight: 700, mb: 4, whiteSpace: 'pre-line' }}>
            {translate('taikai.tagline')}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {features.map(({ icon: Icon, key }) => (
              <Stack component="li" key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '10px',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(255,255,255,0.12)',
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
                <Typography sx={{ fontSize: '1.02rem' }}>{translate(key)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Box sx={{ height: 4, width: 72, borderRadius: 2, bgcolor: brand.vermilionLight }} />
      </Box>

      <Box
        component="main"
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
          pt: { xs: 9, sm: 4 },
        }}
      >
        <Box data-testid="locale-switch" sx={{ position: 'absolute', top: 12, right: 12, color: 'text.primary' }}>
          <LocalesMenuButton />
        </Box>
        <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(27,36,99,0.10)' }}>
          <CardContent sx={{ px: 3, pt: 4, pb: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, display: { xs: 'flex', md: 'none' } }}>
              <BrandMark size={32} />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.main' }}>
                {translate('taikai.title')}
              </Typography>
            </Stack>
            <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
              {translate('taikai.login.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('taikai.login.intro')}
            </Typography>
          </CardContent>
          <LoginForm
            sx={{
              '& .RaLoginForm-content': { width: 'auto', px: 3, pb: '32px !important' },
              '& .RaLoginForm-button': { mt: 1.5, minHeight: 48, fontSize: '1rem' },
            }}
          >
            <TextInput
              autoFocus
              source="email"
              type="email"
              autoComplete="username"
              label={translate('ra.auth.email', { _: 'Email' })}
              validate={required()}
              variant="outlined"
              size="medium"
              margin="dense"
            />
            <PasswordInput
              source="password"
              autoComplete="current-password"
              label={translate('ra.auth.password')}
              validate={required()}
              variant="outlined"
              size="medium"
              margin="dense"
            />
          </LoginForm>
        </Card>
      </Box>
    </Box>
  );
};
