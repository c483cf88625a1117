import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { sql } from 'drizzle-orm';
import { Public } from '../access/access.decorator.js';
import { DATABASE, type Database } from '../database/database.js';
import { Draining } from './draining.js';

/** How long readiness waits for the database before calling this process not ready. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly draining: Draining,
  ) {}

  /** The process answers: for a restart policy (a stuck database is not fixed by a restart). */
  @Public()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @Get('live')
  @HealthCheck()
  live() {
    return this.health.check([() => this.indicators.check('process').up({ pid: process.pid })]);
  }

  /**
   * The process can serve: the database answers within two seconds and no shutdown has begun,
   * so a load balancer stops routing to a broken or stopping process. `/api/health` is the same.
   */
  @Public()
  @ApiOperation({ summary: 'Readiness: the database answers and no shutdown has begun' })
  @Get(['ready', ''])
  @HealthCheck()
  ready() {
    if (this.draining.active) throw new ServiceUnavailableException('Shutting down');
    return this.health.check([
      () =>
        this.indicators
          .check('database')
          .attempt(async () => {
            await this.db.execute(sql`select 1`);
          })
          .withTimeout(DATABASE_CHECK_TIMEOUT_MS),
    ]);
  }
}
