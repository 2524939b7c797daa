import { parseJoinLink } from './joinLink';

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
