import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { EventAccessService } from '../access';
import { CurrentViewer, SignedIn, type Viewer } from '../common';
import { AuditEntryModel } from './audit-entry.model';
import { AuditService } from './audit.service';

@Resolver(() => AuditEntryModel)
export class AuditResolver {
  constructor(
    private readonly auditService: AuditService,
    private readonly access: EventAccessService,
  ) {}

  @SignedIn('staff')
  @Query(() => [AuditEntryModel], { description: "An event's changes, newest first." })
  async auditLog(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('entityId', { type: () => ID, nullable: true }) entityId?: string,
    @Args('action', { nullable: true }) action?: string,
    @Args('limit', { type: () => Int, defaultValue: 100 }) limit = 100,
    @Args('beforeId', { type: () => ID, nullable: true }) beforeId?: string,
  ) {
    await this.access.require(viewer, eventId, 'audit.read');
    const entries = await this.auditService.list({
      eventId,
      entityId,
      action,
      limit, // 1 to 1000: graphql/input-bounds.ts
      beforeId: beforeId && /^\d+$/.test(beforeId) ? BigInt(beforeId) : undefined,
    });
    return entries.map((entry) => ({ ...entry, id: entry.id.toString() }));
  }
}
