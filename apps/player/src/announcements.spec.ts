import { announcementsFor } from './announcements';

describe('announcements in the player’s language', () => {
  const items = [
    { id: 'en-old', language: 'en', pinned: false, publishedAt: '2026-01-01T10:00:00Z' },
    { id: 'ja-new', language: 'ja', pinned: false, publishedAt: '2026-01-01T11:00:00Z' },
    { id: 'ja-pinned', language: 'ja', pinned: true, publishedAt: '2026-01-01T09:00:00Z' },
    { id: 'en-pinned', language: 'en', pinned: true, publishedAt: '2026-01-01T09:00:00Z' },
  ];

  it('shows those in the page’s language, pinned first, and counts the others', () => {
    const ja = announcementsFor(items, 'ja', false);
    expect(ja.shown.map((item) => item.id)).toEqual(['ja-pinned', 'ja-new']);
    expect(ja.hidden).toBe(2);
    expect(announcementsFor(items, 'en', false).shown.map((item) => item.id)).toEqual(['en-pinned', 'en-old']);
  });

  it('shows every language when asked', () => {
    const all = announcementsFor(items, 'ja', true);
    expect(all.shown.map((item) => item.id)).toEqual(['ja-pinned', 'en-pinned', 'ja-new', 'en-old']);
    expect(all.hidden).toBe(0);
  });

  it('shows those in another language when none is in the page’s language', () => {
    const japaneseOnly = items.filter((item) => item.language === 'ja');
    expect(announcementsFor(japaneseOnly, 'en', false)).toEqual({ shown: [japaneseOnly[1], japaneseOnly[0]], hidden: 0 });
  });
});
