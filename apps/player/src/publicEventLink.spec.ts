import { parsePublicEventPath } from './publicEventLink';

describe('parsePublicEventPath', () => {
  it('reads the short code of /play/e/<code>, upper case; anything else is not a public page', () => {
    expect(parsePublicEventPath('/play/e/abc23', '/play/')).toBe('ABC23');
    expect(parsePublicEventPath('/play/e/ABC23/', '/play/')).toBe('ABC23');
    expect(parsePublicEventPath('/play/e/', '/play/')).toBeNull();
    expect(parsePublicEventPath('/play/e/ABC23/x', '/play/')).toBeNull();
    expect(parsePublicEventPath('/play/o/store', '/play/')).toBeNull();
    expect(parsePublicEventPath('/admin/e/ABC23', '/play/')).toBeNull();
  });
});
