import { Controller, Get, HttpCode, HttpException, HttpStatus } from '@nestjs/common';
import { DatabaseHealth } from '../../platform/database';
import { Public } from '../../platform/common';
import { LeaseService } from '../../platform/leases';

@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly leases: LeaseService,
  ) {}

  /** The process is alive. */
  @Public()
  @Get('healthz')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  /**
   * The process can serve: database reachable and migrated. The detail names each lease of
   * once-only work (`platform/leases`): whether this process holds it, and which process does.
   */
  @Public()
  @Get('readyz')
  async ready() {
    const problem = await this.database.problem();
    if (problem) throw new HttpException({ status: 'unavailable', reason: problem }, HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'ready', leases: await this.leases.status() };
  }
}
