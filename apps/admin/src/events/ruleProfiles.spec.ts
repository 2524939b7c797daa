import { findProfile } from '@taikai/engine';
import { en } from '../app/i18n/en';
import { ja } from '../app/i18n/ja';
import { RULE_PROFILES } from './ruleProfiles';

describe('the rule profiles the event form offers', () => {
  it('are the engine’s profile ids (the API refuses any other), each named in English and Japanese', () => {
    for (const id of RULE_PROFILES) {
      expect(findProfile(id)?.id).toBe(id);
      expect(en.taikai.rule_profiles[id]).toBeTruthy();
      expect(ja.taikai.rule_profiles[id]).toBeTruthy();
    }
  });
});
