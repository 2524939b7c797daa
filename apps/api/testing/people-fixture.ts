import { PrismaService } from '../src/platform/database';
import type { OrganizationRole } from '../src/generated/prisma/enums';
import type { TestServer } from './test-server';

/**
 * People and organization members straight in the database, for specs of what reads them (history,
 * privacy) on branches where the directory's and the organization's own operations are elsewhere.
 */
export function peopleFixture(server: Pick<TestServer, 'get'>) {
  const prisma = server.get(PrismaService);
  return {
    prisma,
    /** The organization the migration makes on every server (events land in it unless told otherwise). */
    defaultOrganizationId: async () => (await prisma.organization.findUniqueOrThrow({ where: { slug: 'default' } })).id,
    createOrganization: async (slug: string) => (await prisma.organization.create({ data: { name: slug, slug } })).id,
    createPerson: (data: {
      organizationId: string;
      name: string;
      nameReading?: string;
      email?: string;
      notes?: string;
      identifiers?: Record<string, string>;
    }) =>
      prisma.person.create({
        data: {
          organizationId: data.organizationId,
          name: data.name,
          nameReading: data.nameReading ?? null,
          email: data.email ?? null,
          notes: data.notes ?? null,
          identifiers: {
            create: Object.entries(data.identifiers ?? {}).map(([kind, value]) => ({ organizationId: data.organizationId, kind, value })),
          },
        },
      }),
    moveEvent: (eventId: string, organizationId: string) => prisma.event.update({ where: { id: eventId }, data: { organizationId } }),
    /** Links an event's registration to a person, as registering from the directory does. */
    link: (playerId: string, personId: string) => prisma.player.update({ where: { id: playerId }, data: { personId } }),
    /** Gives the staff account with this e-mail a role in the organization. */
    addMember: async (organizationId: string, email: string, role: OrganizationRole) => {
      const user = await prisma.user.findUniqueOrThrow({ where: { email } });
      await prisma.organizationMember.create({ data: { organizationId, userId: user.id, role } });
    },
  };
}
