import { parsePublicConventionPath, parsePublicEventPath } from './publicEventLink';

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

describe('parsePublicConventionPath', () => {
  it('reads the id of /play/c/<id>, lower case; anything else is not a convention page', () => {
    const id = '0B9E4F2A-1C3D-4E5F-8A9B-0C1D2E3F4A5B';
    expect(parsePublicConventionPath(`/play/c/${id}`, '/play/')).toBe(id.toLowerCase());
    expect(parsePublicConventionPath(`/play/c/${id}/`, '/play/')).toBe(id.toLowerCase());
    expect(parsePublicConventionPath('/play/c/ABC23', '/play/')).toBeNull();
    expect(parsePublicConventionPath(`/play/c/${id}/x`, '/play/')).toBeNull();
    expect(parsePublicConventionPath(`/play/e/${id}`, '/play/')).toBeNull();
  });
});
