import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';

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
