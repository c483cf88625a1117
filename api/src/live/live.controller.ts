import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../access/access.decorator.js';
import { SESSION_COOKIE } from '../access/sessions.service.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { LiveStreams } from './live-streams.js';

@ApiTags('live')
@Controller('events')
export class LiveController {
  constructor(private readonly streams: LiveStreams) {}

  /**
   * Server-Sent Events for the signed-in account (`message`, `unread`, `order`; see LiveEvents
   * in contracts), with a heartbeat comment. Nothing is replayed on reconnection: clients refetch
   * what they show when the stream (re)opens.
   */
  @SignedIn()
  @ApiOperation({ summary: 'Server-Sent Events for the signed-in account' })
  @ApiResponse({
    status: 200,
    description: 'An event stream that stays open (see LiveEvents in contracts)',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @Get()
  stream(
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    // Taken from Fastify: the response stays open; the headers set so far (security, request
    // id) go with it, and no onSend hook (compression included) ever touches the stream.
    const headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    reply.hijack();
    this.streams.open(user.id, request.cookies[SESSION_COOKIE] ?? '', reply.raw, headers);
  }
}
