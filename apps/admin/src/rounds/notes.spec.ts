import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ja } from '../i18n/ja';
import { noteText } from './notes';

const { translate } = polyglotI18nProvider(() => ja as never, 'ja');
const names = new Map([
  ['p1', '佐藤 葵'],
  ['p2', 'Kenji Mori'],
]);
const message = 'Sato Aoi is paired down from 6 to 3 points, against Kenji Mori: the 6-point group had an odd number of players.';

describe('pairing notes in Japanese', () => {
  it('say which group a paired-down player went to, and why', () => {
    const note = { code: 'PAIRED_DOWN', message, playerIds: ['p1', 'p2'], fromPoints: 6, toPoints: 3, reason: 'ODD_GROUP', passedOver: [] } as never;
    expect(noteText(note, names, translate, 'ja')).toBe('佐藤 葵は6点から3点のグループに下がり、Kenji Moriと対戦します。6点のグループの人数が奇数だったためです。');
  });

  it('name the groups passed over, and a rematch as the reason', () => {
    const note = { code: 'PAIRED_DOWN', message, playerIds: ['p1', 'p2'], fromPoints: 9, toPoints: 3, reason: 'AVOIDS_REMATCH', passedOver: [6] } as never;
    expect(noteText(note, names, translate, 'ja')).toBe(
      '佐藤 葵は9点から3点のグループに下がり、Kenji Moriと対戦します。再戦を避けるためです。6点のプレイヤーは、再戦かより不利な不戦勝なしには対戦相手になれませんでした。',
    );
  });

  it('keep the short form for rounds paired before the groups were recorded, and English as the API wrote it', () => {
    const old = { code: 'PAIRED_DOWN', message, playerIds: ['p1', 'p2'], fromPoints: null, toPoints: null, reason: null, passedOver: null } as never;
    expect(noteText(old, names, translate, 'ja')).toBe('下の得点グループと対戦：佐藤 葵、Kenji Mori');
    expect(noteText(old, names, translate, 'en')).toBe(message);
  });
});
