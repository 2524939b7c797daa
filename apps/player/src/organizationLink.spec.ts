import { organizationPath, parseOrganizationPath } from './organizationLink';

describe('the organization page path', () => {
  it('reads /play/o/<slug>, with or without a trailing slash, and nothing else', () => {
    expect(parseOrganizationPath('/play/o/card-shop-kyoto', '/play/')).toBe('card-shop-kyoto');
    expect(parseOrganizationPath('/play/o/Card-Shop/', '/play/')).toBe('card-shop');
    expect(parseOrganizationPath('/play/', '/play/')).toBeNull();
    expect(parseOrganizationPath('/play/join', '/play/')).toBeNull();
    expect(parseOrganizationPath('/play/o/a/b', '/play/')).toBeNull();
    expect(organizationPath('/play/', 'card-shop')).toBe('/play/o/card-shop');
  });
});
