import { en } from '../app/i18n/en';
import { ja } from '../app/i18n/ja';
import { lateEntryPolicyText } from './lateEntry';

/** Looks a key up in a message table and fills %{n} (what react-admin's translate does). */
const translator =
  (messages: object) =>
  (key: string, options: object = {}): string => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)[name]));
  };

describe('the late-entry policy, said as the organizer’s where a late player is added', () => {
  it.each([
    ['en closed', en, { policy: 'CLOSED', lastRound: null }, /closed/],
    ['en open up to round 3', en, { policy: 'LOSSES_FOR_MISSED_ROUNDS', lastRound: 3 }, /up to round 3/],
    ['en open', en, { policy: 'LOSSES_FOR_MISSED_ROUNDS', lastRound: null }, /match losses, with no games/],
    ['ja closed', ja, { policy: 'CLOSED', lastRound: null }, /受け付けない/],
    ['ja open up to round 3', ja, { policy: 'LOSSES_FOR_MISSED_ROUNDS', lastRound: 3 }, /第3回戦まで/],
  ] as const)('%s', (_label, messages, info, expected) => {
    const text = lateEntryPolicyText(info, translator(messages));
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/MTR 2\.12/);
  });
});
