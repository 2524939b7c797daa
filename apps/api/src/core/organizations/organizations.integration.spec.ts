import { Client } from 'pg';
import { createStaff, must } from '../../../testing/event-fixture';
import {
  AddOrganizationMemberDocument,
  CreateEventInDocument,
  CreateOrganizationDocument,
  EventsWithOrganizationDocument,
  OrganizationDocument,
  OrganizationsDocument,
  RemoveOrganizationMemberDocument,
  UpdateOrganizationDocument,
} from '../../../testing/generated/graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RequestOptions, startTestServer, TestServer } from '../../../testing/test-server';

describe('organizations: slugs, members and where new events go (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const refusal = async <T, V>(document: TypedDocumentNode<T, V>, variables: V, options: RequestOptions) =>
    (await server.gql(document, variables, options)).errors?.[0];

  async function auditOf(organizationId: string) {
    const database = new Client({ connectionString: server.database.url });
    await database.connect();
    try {
      const { rows } = await database.query(
        'SELECT "eventId", action, before, after FROM "AuditEntry" WHERE "entityId" = $1 ORDER BY "createdAt", id',
        [organizationId],
      );
      return rows;
    } finally {
      await database.end();
    }
  }

  it('a site organizer creates one with a valid, unused slug (translated refusals change nothing); they own it, audited', async () => {
    const malformed = await refusal(
      CreateOrganizationDocument,
      { input: { name: 'Card Shop', slug: 'Card Shop' } },
      { token: organizer, language: 'ja' },
    );
    expect(malformed).toMatchObject({
      extensions: { code: 'ORGANIZATION_SLUG_INVALID' },
      message: '短縮名「Card Shop」は使えません。英小文字（a–z）・数字・ハイフンで3〜40文字にしてください。変更は行われていません。',
    });
    for (const slug of ['ab', 'x'.repeat(41), 'café']) {
      expect(
        (await refusal(CreateOrganizationDocument, { input: { name: 'Card Shop', slug } }, { token: organizer }))?.extensions?.code,
      ).toBe('ORGANIZATION_SLUG_INVALID');
    }
    // The migration's organization holds `default` on every server.
    expect(
      await refusal(CreateOrganizationDocument, { input: { name: 'Card Shop', slug: 'default' } }, { token: organizer }),
    ).toMatchObject({
      extensions: { code: 'ORGANIZATION_SLUG_TAKEN' },
      message: 'Another organization already uses the short name “default”: choose another. Nothing was changed.',
    });
    const staff = await createStaff(server, organizer, 'not-a-site-organizer@example.com');
    expect((await refusal(CreateOrganizationDocument, { input: { name: 'Mine', slug: 'mine' } }, { token: staff }))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await must(server, OrganizationsDocument, {}, organizer)).organizations.map((o) => o.slug)).toEqual(['default']);

    const created = (await must(server, CreateOrganizationDocument, { input: { name: ' Card Shop ', slug: 'card-shop-2' } }, organizer))
      .createOrganization;
    expect(created).toMatchObject({ name: 'Card Shop', slug: 'card-shop-2', canManage: true });
    expect(created.members).toEqual([expect.objectContaining({ role: 'OWNER', email: 'organizer@example.com' })]);
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({ eventId: null, action: 'organization.create', after: expect.objectContaining({ slug: 'card-shop-2' }) }),
      expect.objectContaining({ eventId: null, action: 'organization.member.add', after: expect.objectContaining({ role: 'OWNER' }) }),
    ]);
  });

  it('its owner renames it and manages its members; the last owner cannot be removed; judges and strangers are refused', async () => {
    const shop = (await must(server, CreateOrganizationDocument, { input: { name: 'Dragon Cards', slug: 'dragon-cards' } }, organizer))
      .createOrganization;
    const owner = await createStaff(server, organizer, 'dragon-owner@example.com');
    const judge = await createStaff(server, organizer, 'dragon-judge@example.com');
    const stranger = await createStaff(server, organizer, 'dragon-stranger@example.com');
    await must(
      server,
      AddOrganizationMemberDocument,
      { organizationId: shop.id, email: 'dragon-owner@example.com', role: 'OWNER' },
      organizer,
    );
    const site = shop.members[0];
    // The site organizer steps back: the store's owner is now its only one.
    await must(server, RemoveOrganizationMemberDocument, { organizationId: shop.id, userId: site.userId, role: 'OWNER' }, owner);

    const renamed = (
      await must(
        server,
        UpdateOrganizationDocument,
        { id: shop.id, input: { name: 'Dragon Cards Shibuya', slug: 'dragon-shibuya' } },
        owner,
      )
    ).updateOrganization;
    expect(renamed).toMatchObject({ name: 'Dragon Cards Shibuya', slug: 'dragon-shibuya' });
    expect(
      (await refusal(UpdateOrganizationDocument, { id: shop.id, input: { slug: 'default' } }, { token: owner }))?.extensions?.code,
    ).toBe('ORGANIZATION_SLUG_TAKEN');
    expect((await refusal(UpdateOrganizationDocument, { id: shop.id, input: { name: ' ' } }, { token: owner }))?.extensions?.code).toBe(
      'INVALID_INPUT',
    );

    const added = (
      await must(
        server,
        AddOrganizationMemberDocument,
        { organizationId: shop.id, email: 'dragon-judge@example.com', role: 'JUDGE' },
        owner,
      )
    ).addOrganizationMember;
    expect(added.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        ['dragon-owner@example.com', 'OWNER'],
        ['dragon-judge@example.com', 'JUDGE'],
      ]),
    );
    expect(
      await refusal(
        AddOrganizationMemberDocument,
        { organizationId: shop.id, email: 'nobody@example.com', role: 'JUDGE' },
        { token: owner, language: 'ja' },
      ),
    ).toMatchObject({ extensions: { code: 'INVALID_INPUT' }, message: 'メールアドレスが正しくありません: 見つかりません。' });

    const ownerId = added.members.find((m) => m.role === 'OWNER')!.userId;
    for (const language of ['en', 'ja'] as const) {
      const lastOwner = await refusal(
        RemoveOrganizationMemberDocument,
        { organizationId: shop.id, userId: ownerId, role: 'OWNER' },
        { token: owner, language },
      );
      expect(lastOwner).toMatchObject({
        extensions: { code: 'ORGANIZATION_LAST_OWNER' },
        message:
          language === 'en'
            ? 'dragon-owner is the last owner of this organization: make someone else an owner first. Nothing was changed.'
            : 'dragon-ownerさんはこの組織の最後のオーナーです。先に別の人をオーナーにしてください。変更は行われていません。',
      });
    }
    expect((await must(server, OrganizationDocument, { id: shop.id }, owner)).organization.members).toHaveLength(2);

    // A judge of the store reads it but manages nothing; a stranger does not even read it.
    expect((await must(server, OrganizationDocument, { id: shop.id }, judge)).organization.canManage).toBe(false);
    for (const [token, document, variables] of [
      [judge, UpdateOrganizationDocument, { id: shop.id, input: { name: 'Mine' } }],
      [judge, AddOrganizationMemberDocument, { organizationId: shop.id, email: 'dragon-stranger@example.com', role: 'OWNER' }],
      [judge, RemoveOrganizationMemberDocument, { organizationId: shop.id, userId: ownerId, role: 'OWNER' }],
      [stranger, OrganizationDocument, { id: shop.id }],
    ] as const) {
      expect((await refusal(document as never, variables, { token }))?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await must(server, OrganizationsDocument, {}, judge)).organizations.map((o) => o.slug)).toEqual(['dragon-shibuya']);
    expect((await must(server, OrganizationsDocument, {}, stranger)).organizations).toEqual([]);

    const judgeId = added.members.find((m) => m.role === 'JUDGE')!.userId;
    const removed = (
      await must(server, RemoveOrganizationMemberDocument, { organizationId: shop.id, userId: judgeId, role: 'JUDGE' }, owner)
    ).removeOrganizationMember;
    expect(removed.members.map((m) => m.role)).toEqual(['OWNER']);
    expect(
      (await refusal(RemoveOrganizationMemberDocument, { organizationId: shop.id, userId: judgeId, role: 'JUDGE' }, { token: owner }))
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await auditOf(shop.id)).map((entry) => entry.action)).toEqual([
      'organization.create',
      'organization.member.add',
      'organization.member.add',
      'organization.member.remove',
      'organization.update',
      'organization.member.add',
      'organization.member.remove',
    ]);
  });

  it("a new event goes to the creator's organization: owners and organizers may create there, judges may not; with two, they choose", async () => {
    const north = (await must(server, CreateOrganizationDocument, { input: { name: 'North', slug: 'north' } }, organizer))
      .createOrganization;
    const south = (await must(server, CreateOrganizationDocument, { input: { name: 'South', slug: 'south' } }, organizer))
      .createOrganization;
    const owner = await createStaff(server, organizer, 'north-owner@example.com');
    const judge = await createStaff(server, organizer, 'north-judge@example.com');
    await must(
      server,
      AddOrganizationMemberDocument,
      { organizationId: north.id, email: 'north-owner@example.com', role: 'OWNER' },
      organizer,
    );
    await must(
      server,
      AddOrganizationMemberDocument,
      { organizationId: north.id, email: 'north-judge@example.com', role: 'JUDGE' },
      organizer,
    );

    const event = (await must(server, CreateEventInDocument, { input: { name: 'North Friday' } }, owner)).createEvent;
    expect(event).toMatchObject({ organizationId: north.id, organization: { id: north.id, name: 'North' } });
    expect((await refusal(CreateEventInDocument, { input: { name: 'Mine' } }, { token: judge }))?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await refusal(CreateEventInDocument, { organizationId: south.id, input: { name: 'Theirs' } }, { token: owner }))?.extensions?.code,
    ).toBe('FORBIDDEN');
    // The judge sees the organization's event without a role in it.
    expect((await must(server, EventsWithOrganizationDocument, {}, judge)).events).toEqual([{ id: event.id, organizationId: north.id }]);

    await must(
      server,
      AddOrganizationMemberDocument,
      { organizationId: south.id, email: 'north-owner@example.com', role: 'ORGANIZER' },
      organizer,
    );
    expect(await refusal(CreateEventInDocument, { input: { name: 'Which one' } }, { token: owner, language: 'en' })).toMatchObject({
      extensions: { code: 'ORGANIZATION_REQUIRED' },
      message: 'You run events for several organizations: choose the one this event belongs to.',
    });
    const inSouth = (await must(server, CreateEventInDocument, { organizationId: south.id, input: { name: 'South Sunday' } }, owner))
      .createEvent;
    expect(inSouth.organizationId).toBe(south.id);
  });

  it("a site organizer without an organization of their own creates events in the server's default one", async () => {
    const siteOrganizer = await createStaff(server, organizer, 'second-site@example.com', 'ORGANIZER');
    const [defaultOrganization] = (await must(server, OrganizationsDocument, {}, siteOrganizer)).organizations.filter(
      (o) => o.slug === 'default',
    );
    const event = (await must(server, CreateEventInDocument, { input: { name: 'Venue laptop event' } }, siteOrganizer)).createEvent;
    expect(event.organizationId).toBe(defaultOrganization.id);
  });
});
