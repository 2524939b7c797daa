import { en } from '../../app/i18n/en';
import { ja } from '../../app/i18n/ja';
import { approvalNote, toggleRemedy } from './approvalNote';

describe('approvalNote (IPG 1.2: Game Loss and above go to the head judge, except Tardiness and Decklist Problem)', () => {
  const cases: [string, { requiresApproval: boolean; penalty: string }, { approvalExempt: boolean } | undefined, string | null][] = [
    [
      'IPG 1.2: a Game Loss for Game Rule Violation waits for the head judge',
      { requiresApproval: true, penalty: 'GAME_LOSS' },
      { approvalExempt: false },
      'needs_approval',
    ],
    [
      'IPG 1.2: a Tardiness Game Loss is given by the floor judge, and the form says so',
      { requiresApproval: false, penalty: 'GAME_LOSS' },
      { approvalExempt: true },
      'approval_exempt',
    ],
    [
      'IPG 1.2: a Decklist Problem Game Loss is given by the floor judge',
      { requiresApproval: false, penalty: 'GAME_LOSS' },
      { approvalExempt: true },
      'approval_exempt',
    ],
    [
      'IPG 3.1: a Tardiness Warning (seated within a minute) needs no note',
      { requiresApproval: false, penalty: 'WARNING' },
      { approvalExempt: true },
      null,
    ],
    ['a Warning needs no approval and no note', { requiresApproval: false, penalty: 'WARNING' }, { approvalExempt: false }, null],
  ];
  it.each(cases)('%s', (_rule, suggestion, infraction, note) => {
    expect(approvalNote(suggestion, infraction)).toBe(note);
  });

  it('says the rule in English and Japanese, citing IPG 1.2, and the Regular REL note (JAR)', () => {
    expect(en.taikai.judges.approval_rule).toMatch(/IPG 1\.2.*Tardiness.*Decklist Problem/);
    expect(ja.taikai.judges.approval_rule).toMatch(/IPG 1\.2.*遅刻.*デッキリストの問題/);
    expect(ja.taikai.judges.approval_exempt).toContain('フロアジャッジ');
    expect(en.taikai.judges.fix_and_educate).toMatch(/not a Warning/);
    expect(ja.taikai.judges.fix_and_educate).toContain('警告ではなく');
  });
});

describe('toggleRemedy', () => {
  it('adds a remedy once and removes it', () => {
    expect(toggleRemedy(['SIMPLE_BACKUP'], 'PARTIAL_FIX', true)).toEqual(['SIMPLE_BACKUP', 'PARTIAL_FIX']);
    expect(toggleRemedy(['SIMPLE_BACKUP'], 'SIMPLE_BACKUP', true)).toEqual(['SIMPLE_BACKUP']);
    expect(toggleRemedy(['SIMPLE_BACKUP', 'PARTIAL_FIX'], 'SIMPLE_BACKUP', false)).toEqual(['PARTIAL_FIX']);
  });
});
