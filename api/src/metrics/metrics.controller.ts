import {
  Controller,
  Get,
  Headers,
  Inject,
  NotFoundException,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Public } from '../access/access.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `GET /api/metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; 404 without a token set. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const token = this.config.METRICS_TOKEN;
    if (!token) throw new NotFoundException('Metrics are off: METRICS_TOKEN is not set');
    const presented = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!timingSafeEqual(digest(presented), digest(token))) {
      throw new UnauthorizedException('A valid metrics token is required');
    }
    return reply
      .header('content-type', this.metrics.registry.contentType)
      .send(await this.metrics.registry.metrics());
  }
}
