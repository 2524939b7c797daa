import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One question of a judging guide: its words and its options as a row of buttons that wraps. */
export const GuideQuestion = ({
  id,
  text,
  options,
  value,
  onAnswer,
}: {
  id: string;
  text: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onAnswer: (value: string) => void;
}) => (
  <Box data-testid={`guide-q-${id}`}>
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      {text}
    </Typography>
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value ?? null}
      onChange={(_, next: string | null) => next && onAnswer(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} data-testid={`guide-a-${id}-${option.value}`} sx={{ textTransform: 'none' }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </Box>
);

/** The frame of a judging guide inside the infraction form: its icon, title and intro above its questions. */
export const GuidePanel = ({
  testId,
  icon,
  title,
  intro,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) => (
  <Box sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid={testId}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      {icon}
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
    </Stack>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {intro}
    </Typography>
    <Stack spacing={2}>{children}</Stack>
  </Box>
);
