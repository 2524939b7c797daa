import { gunzipSync } from 'node:zlib';
import { backupFileName, gzipBase64 } from './compress';

describe('gzipBase64', () => {
  it('compresses text the server can decompress, Japanese included', async () => {
    const text = JSON.stringify({ players: Array.from({ length: 5000 }, (_, i) => ({ name: `佐藤 葵 ${i}` })) });
    const encoded = await gzipBase64(text);
    expect(encoded.length).toBeLessThan(text.length / 4);
    expect(gunzipSync(Buffer.from(encoded, 'base64')).toString('utf8')).toBe(text);
  });
});

describe('backupFileName', () => {
  it('names the event and the UTC time', () => {
    expect(backupFileName('関東オープン', new Date('2026-11-23T14:50:28.123Z'))).toBe('関東オープン-backup-20261123T145028Z.json');
  });
  it('names what an automatic backup follows before its time', () => {
    expect(backupFileName('関東オープン', new Date('2026-11-23T14:50:28.123Z'), '第3回戦の組み合わせ後')).toBe(
      '関東オープン-backup-第3回戦の組み合わせ後-20261123T145028Z.json',
    );
  });
});
