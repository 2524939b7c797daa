import { normalizeTypedCode, parseJoinLink } from './joinLink';

describe('parseJoinLink', () => {
  it('reads the QR link', () => {
    expect(parseJoinLink('/play/join', '?event=evt_1&code=AB12', '/play/')).toEqual({
      eventId: 'evt_1',
      accessCode: 'AB12',
      complete: true,
    });
  });
  it('opens the join form without auto-submit when a value is missing', () => {
    expect(parseJoinLink('/play/join', '?event=evt_1', '/play/')).toEqual({ eventId: 'evt_1', accessCode: '', complete: false });
    expect(parseJoinLink('/play/join/', '', '/play/')).toEqual({ eventId: '', accessCode: '', complete: false });
  });
  it('ignores plain visits', () => {
    expect(parseJoinLink('/play/', '', '/play/')).toBeNull();
  });
});

describe('normalizeTypedCode', () => {
  it('makes full-width codes plain and upper case', () => {
    expect(normalizeTypedCode('ＪＧＡＴＫ')).toBe('JGATK');
    expect(normalizeTypedCode(' ｊｇａｔｋ２３\u3000')).toBe('JGATK23');
  });
  it('leaves an event id as it is', () => {
    expect(normalizeTypedCode('0b5f3c1e-8a2d-4c6e-9f10-aa11bb22cc33')).toBe('0b5f3c1e-8a2d-4c6e-9f10-aa11bb22cc33');
  });
});
