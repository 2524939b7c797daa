import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { IssueMemberCodeDocument, type IssueMemberCodeMutation } from '../generated/graphql';
import { useGraphQL } from '../shared/data/GraphQLProvider';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import { QrImage } from '../shared/qr/QrImage';

type Member = IssueMemberCodeMutation['issueMemberCode'];

// A card the size of a bank card (ISO/IEC 7810 ID-1, 85.6 × 54 mm): ten to an A4 sheet, cut along the dashes.
const CSS = `
@page { size: A4 portrait; margin: 10mm; }
.member-sheet { font-family: system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans JP", Meiryo, Roboto, Arial, sans-serif; color: #111; background: #fff; padding: 8mm; }
.member-cards { display: grid; grid-template-columns: repeat(2, 85.6mm); grid-auto-rows: 54mm; gap: 4mm; justify-content: center; }
.member-card { border: 1px dashed #777; border-radius: 3mm; padding: 4mm; display: grid; grid-template-columns: 1fr 30mm; gap: 3mm; align-items: center; break-inside: avoid; page-break-inside: avoid; box-sizing: border-box; }
.member-card .store { font-size: 10px; color: #2D3A8C; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
.member-card .name { font-size: 16px; font-weight: 800; margin-top: 2mm; overflow-wrap: anywhere; }
.member-card .reading { font-size: 10px; color: #444; }
.member-card .code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; letter-spacing: 0.12em; margin-top: 2mm; }
.member-card img { image-rendering: pixelated; }
.member-actions { display: flex; gap: 8px; justify-content: center; margin-bottom: 6mm; }
@media print { .member-actions { display: none; } .member-sheet { padding: 0; } }
`;

/**
 * Member cards to print (`/member-cards?ids=…`): one per person, with the store's name, the
 * person's name and reading and a QR code of their member code, which the desk's scanner reads
 * into the directory search to register and check them in. Codes are made here when missing.
 */
export const MemberCardsPage = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const request = useGraphQL();
  const { organizations } = useOrganizations();
  const [members, setMembers] = useState<Member[]>();
  const [error, setError] = useState<string>();
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  const key = ids.join(',');

  useEffect(() => {
    let live = true;
    const issued: Member[] = [];
    (async () => {
      for (const personId of key.split(',').filter(Boolean))
        issued.push((await request(IssueMemberCodeDocument, { personId })).issueMemberCode);
      if (live) setMembers(issued);
    })().catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [key, request]);

  useEffect(() => {
    document.title = translate('taikai.member_cards.title');
  }, [translate]);

  const storeName = (organizationId: string) => organizations.find((o) => o.id === organizationId)?.name ?? '';
  return (
    <div className="member-sheet">
      <style>{CSS}</style>
      <div className="member-actions">
        <Button variant="contained" onClick={() => window.print()} disabled={!members} data-testid="member-cards-print">
          {translate('taikai.member_cards.print')}
        </Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {members ? (
        <main className="member-cards" data-testid="member-cards">
          {members.map((member) => (
            <section className="member-card" key={member.id} data-testid="member-card" aria-label={member.name}>
              <div>
                <div className="store">{storeName(member.organizationId)}</div>
                <div className="name">{member.name}</div>
                {member.nameReading ? (
                  <div className="reading" lang="ja">
                    {member.nameReading}
                  </div>
                ) : null}
                <div className="code" data-testid="member-code">
                  {member.memberCode}
                </div>
              </div>
              <QrImage value={member.memberCode!} alt={translate('taikai.member_cards.qr_alt', { name: member.name })} size="30mm" />
            </section>
          ))}
        </main>
      ) : null}
    </div>
  );
};
