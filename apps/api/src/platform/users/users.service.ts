import { Injectable } from '@nestjs/common';
import { hash } from '@node-rs/argon2';
import type { StaffViewer } from '../common';
import { UnitOfWork } from '../database';
import { AppError, invalidInput } from '../errors';
import type { UserInput } from './user.model';
import { UsersRepository } from './users.repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
      await change.audit({ eventId: null, action: 'user.create', entityType: 'User', entityId: user.id, after: { email, name, role: user.role } });
      return user;
    });
  }

  list(viewer: StaffViewer) {
    if (!viewer.organizer) throw new AppError('FORBIDDEN');
    return this.users.list();
  }
}
