import { Controller, Get, HttpCode, HttpException, HttpStatus } from '@nestjs/common';
import { DatabaseHealthRepository } from '../../platform/database';
import { Public } from '../../platform/common';

@Controller()
export class HealthController {
  constructor(private readonly database: DatabaseHealthRepository) {}

  /** The process is alive. */
  @Public()
  @Get('healthz')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  /** The process can serve: database reachable and migrated. */
  @Public()
  @Get('readyz')
  async ready() {
    const problem = await this.database.problem();
    if (problem) throw new HttpException({ status: 'unavailable', reason: problem }, HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'ready' };
  }
}
