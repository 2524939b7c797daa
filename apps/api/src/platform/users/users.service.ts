import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import type { StaffViewer } from '../common';
import { UnitOfWork } from '../database';
import { AppError, invalidInput } from '../errors';
import type { UserInput } from './user.model';
import { UsersRepository } from './users.repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Verified against when the email is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = hash(randomBytes(16).toString('hex'));

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** Site organizers create staff accounts; event roles are then given per event. */
  async create(viewer: StaffViewer, input: UserInput) {
    if (!viewer.organizer) throw new AppError('FORBIDDEN');
    const email = input.email.trim().toLowerCase();
    const name = input.name.trim();
    if (!EMAIL.test(email)) throw invalidInput('email', 'malformed');
    if (!name) throw invalidInput('name', 'required');
    if (input.password.length < 10) throw invalidInput('password', 'outOfRange');
    if (await this.users.findByEmail(email)) throw invalidInput('email', 'duplicate');
    const passwordHash = await hash(input.password);
    return this.uow.run(viewer, async (change) => {
      const user = await this.users.create(change.tx, { email, name, passwordHash, role: input.role ?? 'STAFF' });
      await change.audit({
        eventId: null,
        action: 'user.create',
        entityType: 'User',
        entityId: user.id,
        after: { email, name, role: user.role },
      });
      return user;
    });
  }

  /** The account with this e-mail and password, or null: an unknown e-mail takes as long to refuse as a wrong password. */
  async withPassword(email: string, password: string) {
    const user = await this.users.findByEmail(email.trim());
    const valid = await verify(user?.passwordHash ?? (await UNKNOWN_USER_HASH), password);
    return user && valid ? user : null;
  }

  byEmail(email: string) {
    return this.users.findByEmail(email.trim());
  }

  byId(id: string) {
    return this.users.findById(id);
  }

  /** An empty database's first account, an organizer; null once there is any account. */
  async createFirstOrganizer(email: string, password: string) {
    const passwordHash = await hash(password);
    // The same transaction limits as every change: a database busy at start-up is waited for.
    return this.uow.run('system', (change) =>
      this.users.createFirstUser(change.tx, { email, name: 'Organizer', passwordHash, role: 'ORGANIZER' }),
    );
  }

  list(viewer: StaffViewer) {
    if (!viewer.organizer) throw new AppError('FORBIDDEN');
    return this.users.list();
  }
}
