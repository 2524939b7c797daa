import { seigaiha } from '../app/login/seigaiha';

/** The projector screens' dark navy ground (the event's pairings, the convention's hall map): white type reads from the back of a hall. */
export const projectorBackdrop = {
  color: '#fff',
  ...seigaiha('#1B2463', '#202A70', 140),
  position: 'relative',
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: 'linear-gradient(180deg, rgba(16,20,56,0.88), rgba(16,20,56,0.96))',
  },
  '& > *': { position: 'relative' },
} as const;
