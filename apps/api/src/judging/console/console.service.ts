import { Injectable } from '@nestjs/common';
import type { StaffViewer, Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { LiveService } from '../../platform/live';
import { ConventionsService } from '../../core/conventions';
import type { ConsoleEventModel, ConventionJudgeCallModel, ConventionStaffCountModel } from './console.model';
import { ConsoleRepository } from './console.repository';

/**
 * The floor's console: every running event of a convention on one screen. It lives in judging,
 * the earliest zone that sees both the rounds (core) and the judge calls.
 */
@Injectable()
export class ConsoleService {
  constructor(
    private readonly conventions: ConventionsService,
    private readonly console: ConsoleRepository,
    private readonly live: LiveService,
  ) {}

  /** Authorized as the convention's reads (`convention.read`). */
  async of(viewer: Viewer, conventionId: string): Promise<ConsoleEventModel[]> {
    await this.conventions.get(viewer, conventionId);
    return this.console.runningEvents(conventionId);
  }

  /**
   * One judge queue for the hall: the calls of every running event, or of one area's tables.
   * Read as the console is; a judge takes a call with `takeJudgeCall`, checked on its event.
   */
  async judgeCalls(viewer: Viewer, conventionId: string, area: string | null): Promise<ConventionJudgeCallModel[]> {
    await this.conventions.get(viewer, conventionId);
    return this.console.judgeCalls(conventionId, area?.trim() || null);
  }

  /**
   * The convention's live stream, read as the console is; under the same caps per signed-in staff
   * member and address as an event's stream. Its events are read again when an event joins or
   * leaves, so one stream per screen serves however many events run.
   */
  async updates(viewer: Viewer, conventionId: string, context: GraphQLContext) {
    await this.conventions.get(viewer, conventionId);
    const place = await this.live.admit({ subject: `staff:${(viewer as StaffViewer).userId}`, address: context.req.ip ?? 'unknown' });
    try {
      return await this.live.subscribeGroup(conventionId, () => this.conventions.eventIdsOf(conventionId), context.res, place);
    } catch (error) {
      await place.release();
      throw error;
    }
  }

  /** The staff pool's counts: calls taken and closed, penalties issued in the convention's events. Read as the console is. */
  async staffCounts(viewer: Viewer, conventionId: string): Promise<ConventionStaffCountModel[]> {
    await this.conventions.get(viewer, conventionId);
    return this.console.staffCounts(conventionId);
  }
}
