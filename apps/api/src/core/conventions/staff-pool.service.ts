import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { OrganizationsService } from '../organizations';
import type { ConventionShiftInput, ConventionShiftModel } from './conventions.model';
import { ConventionRow, ConventionShiftRow, ConventionsRepository, ShiftFields } from './conventions.repository';
import { ConventionsService } from './conventions.service';

/**
 * A convention's staff pool: the organization's staff on shifts, each in an area of the hall or
 * at one of its events. One person's shifts never overlap, checked under the convention's lock.
 */
@Injectable()
export class StaffPoolService {
  constructor(
    private readonly conventionsService: ConventionsService,
    private readonly conventions: ConventionsRepository,
    private readonly organizations: OrganizationsService,
    private readonly uow: UnitOfWork,
  ) {}

  async shifts(viewer: Viewer, conventionId: string): Promise<ConventionShiftModel[]> {
    await this.conventionsService.requireConvention(viewer, conventionId, 'convention.read');
    return (await this.conventions.shifts(conventionId)).map(toShiftModel);
  }

  /** The signed-in staff member's shift in the convention now, or null (off shift). */
  async current(viewer: Viewer, conventionId: string): Promise<ConventionShiftModel | null> {
    await this.conventionsService.requireConvention(viewer, conventionId, 'convention.read');
    if (viewer.kind !== 'staff') return null;
    const shift = await this.conventions.shiftAt(conventionId, viewer.userId, new Date());
    return shift ? toShiftModel(shift) : null;
  }

  async add(viewer: Viewer, conventionId: string, input: ConventionShiftInput): Promise<ConventionShiftModel> {
    const convention = await this.conventionsService.requireConvention(viewer, conventionId, 'convention.staff');
    const fields = await this.checked(viewer, convention.organizationId, input);
    return this.uow.run(viewer, async (change) => {
      await this.checkPlace(change, await this.conventionsService.locked(change, conventionId), fields, null);
      const after = toShiftModel(await this.conventions.createShift(change.tx, conventionId, fields));
      await change.audit({
        eventId: after.eventId,
        action: 'convention.shift.add',
        entityType: 'ConventionShift',
        entityId: after.id,
        after,
      });
      return after;
    });
  }

  async update(viewer: Viewer, conventionId: string, id: string, input: ConventionShiftInput): Promise<ConventionShiftModel> {
    const convention = await this.conventionsService.requireConvention(viewer, conventionId, 'convention.staff');
    const fields = await this.checked(viewer, convention.organizationId, input);
    return this.uow.run(viewer, async (change) => {
      const locked = await this.conventionsService.locked(change, conventionId);
      const before = await this.shiftInChange(change, conventionId, id);
      await this.checkPlace(change, locked, fields, id);
      const after = toShiftModel(await this.conventions.updateShift(change.tx, id, fields));
      await change.audit({
        eventId: after.eventId ?? before.eventId,
        action: 'convention.shift.update',
        entityType: 'ConventionShift',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  async remove(viewer: Viewer, conventionId: string, id: string): Promise<boolean> {
    await this.conventionsService.requireConvention(viewer, conventionId, 'convention.staff');
    return this.uow.run(viewer, async (change) => {
      await this.conventionsService.locked(change, conventionId);
      const before = await this.shiftInChange(change, conventionId, id);
      await this.conventions.deleteShift(change.tx, id);
      await change.audit({
        eventId: before.eventId,
        action: 'convention.shift.remove',
        entityType: 'ConventionShift',
        entityId: id,
        before,
      });
      return true;
    });
  }

  /** The input's own rules, outside the change: times in order, one place, a member of the organization. */
  private async checked(viewer: Viewer, organizationId: string, input: ConventionShiftInput): Promise<ShiftFields> {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (Number.isNaN(startsAt.getTime())) throw invalidInput('startsAt', 'malformed');
    if (Number.isNaN(endsAt.getTime())) throw invalidInput('endsAt', 'malformed');
    if (endsAt <= startsAt) throw new AppError('SHIFT_ENDS_BEFORE_START');
    const area = input.area?.trim() || null;
    const eventId = input.eventId || null;
    if ((area === null) === (eventId === null)) throw new AppError('SHIFT_PLACE');
    const members = await this.organizations.members(viewer, organizationId);
    if (!members.some((member) => member.userId === input.userId)) throw new AppError('SHIFT_STAFF_NOT_MEMBER');
    return { userId: input.userId, role: input.role, startsAt, endsAt, area, eventId };
  }

  /**
   * Under the convention's lock: the area is on the hall's map, the event is the convention's, and
   * the person has no other shift then (`id`: the shift being changed).
   */
  private async checkPlace(change: Change, convention: ConventionRow, fields: ShiftFields, id: string | null): Promise<void> {
    if (fields.area !== null && !(await this.conventions.tables(change.tx, convention.id)).some((t) => t.area === fields.area)) {
      throw new AppError('SHIFT_AREA_UNKNOWN', { area: fields.area });
    }
    if (fields.eventId !== null && !convention.events.some((e) => e.eventId === fields.eventId)) {
      throw new AppError('SHIFT_EVENT_NOT_IN_CONVENTION');
    }
    const other = await this.conventions.overlapping(change.tx, convention.id, fields, id);
    if (other) throw new AppError('SHIFT_OVERLAPS', { name: other.user.name });
  }

  /** The convention's shift `id`, read under the convention's lock. */
  private async shiftInChange(change: Change, conventionId: string, id: string): Promise<ConventionShiftModel> {
    const shift = await this.conventions.shift(id, change.tx);
    if (shift?.conventionId !== conventionId) throw new AppError('NOT_FOUND', { entity: 'shift' });
    return toShiftModel(shift);
  }
}

function toShiftModel(row: ConventionShiftRow): ConventionShiftModel {
  return {
    id: row.id,
    conventionId: row.conventionId,
    userId: row.userId,
    userName: row.user.name,
    role: row.role,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    area: row.area,
    eventId: row.eventId,
    eventName: row.event?.event.name ?? null,
  };
}
