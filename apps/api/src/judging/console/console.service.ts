import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../platform/common';
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

  /** The staff pool's counts: calls taken and closed, penalties issued in the convention's events. Read as the console is. */
  async staffCounts(viewer: Viewer, conventionId: string): Promise<ConventionStaffCountModel[]> {
    await this.conventions.get(viewer, conventionId);
    return this.console.staffCounts(conventionId);
  }
}
