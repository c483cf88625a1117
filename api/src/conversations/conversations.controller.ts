import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ConversationStart,
  type MessageInput,
  type MessagesQuery,
  type PageQuery,
  conversationStartSchema,
  messageInputSchema,
  messagesQuerySchema,
} from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ConversationsService } from './conversations.service.js';

/** Added (issue 16): buyer and seller talk about a listing. Documented in api/README.md. */
@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  /** `{ productId }` (the buyer) or `{ orderId }` (either party): 201 created, 200 existing. */
  @SignedIn()
  @Post()
  async open(
    @Body({ schema: conversationStartSchema }) input: ConversationStart,
    @CurrentUser() viewer: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { conversation, created } = await this.conversations.open(input, viewer);
    void reply.status(created ? 201 : 200);
    return conversation;
  }

  @SignedIn()
  @Get()
  list(@CurrentUser() viewer: SessionUser, @PageParams() page: PageQuery) {
    return this.conversations.list(viewer, page);
  }

  @SignedIn()
  @Get('unread-count')
  unreadCount(@CurrentUser() viewer: SessionUser) {
    return this.conversations.unreadCount(viewer);
  }

  @SignedIn()
  @Get(':id')
  get(@Param('id', new IdPipe('Conversation')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.conversations.get(id, viewer);
  }

  @SignedIn()
  @Get(':id/messages')
  messages(
    @Param('id', new IdPipe('Conversation')) id: number,
    @Query({ schema: messagesQuerySchema }) query: MessagesQuery,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.conversations.messages(id, query, viewer);
  }

  @SignedIn()
  @Post(':id/messages')
  send(
    @Param('id', new IdPipe('Conversation')) id: number,
    @Body({ schema: messageInputSchema }) input: MessageInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.conversations.send(id, input.text, viewer);
  }

  @SignedIn()
  @Post(':id/read')
  @HttpCode(200)
  read(@Param('id', new IdPipe('Conversation')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.conversations.markRead(id, viewer);
  }
}
