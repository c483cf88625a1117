import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ConversationStart,
  type MessageInput,
  type MessagesQuery,
  type PageQuery,
  conversationStartSchema,
  messageInputSchema,
  messagesQuerySchema,
  chatMessageSchema,
  conversationSchema,
  flaggedConversationSchema,
  unreadCountSchema,
  updateResultSchema,
} from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { AdminsOnly, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ConversationsService } from './conversations.service.js';

/** Added (issue 16): buyer and seller talk about a listing. Documented in api/docs/domains.md. */
@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  /** `{ productId }` (the buyer) or `{ orderId }` (either party): 201 created, 200 existing. */
  @SignedIn()
  @ApiOperation({ summary: 'Open the conversation about a listing or an order' })
  @Answer(201, conversationSchema, 'Opened')
  @Answer(200, conversationSchema, 'It already existed')
  @Answer(404, 'No such product or order')
  @Answer(409, 'Nobody can write here any more')
  @Answer(429)
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
  @ApiOperation({ summary: "The account's conversations" })
  @Answer(200, z.array(conversationSchema))
  @Get()
  list(@CurrentUser() viewer: SessionUser, @PageParams() page: PageQuery) {
    return this.conversations.list(viewer, page);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Conversations with messages that matched a scam pattern' })
  @Answer(200, z.array(flaggedConversationSchema))
  @Get('flagged')
  flagged(@PageParams() page: PageQuery) {
    return this.conversations.flagged(page);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Unread messages in all conversations' })
  @Answer(200, unreadCountSchema)
  @Get('unread-count')
  unreadCount(@CurrentUser() viewer: SessionUser) {
    return this.conversations.unreadCount(viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'One conversation' })
  @Answer(200, conversationSchema)
  @Answer(403, 'Not a party of this conversation')
  @Get(':id')
  get(@Param('id', new IdPipe('Conversation')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.conversations.get(id, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: "A conversation's messages, newest first" })
  @Answer(200, z.array(chatMessageSchema))
  @Answer(403, 'Not a party of this conversation')
  @Get(':id/messages')
  messages(
    @Param('id', new IdPipe('Conversation')) id: number,
    @Query({ schema: messagesQuerySchema }) query: MessagesQuery,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.conversations.messages(id, query, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Send a message' })
  @Answer(201, chatMessageSchema)
  @Answer(409, 'Nobody can write here any more')
  @Answer(429)
  @Post(':id/messages')
  send(
    @Param('id', new IdPipe('Conversation')) id: number,
    @Body({ schema: messageInputSchema }) input: MessageInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.conversations.send(id, input.text, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Mark a conversation read' })
  @Answer(200, updateResultSchema)
  @Post(':id/read')
  @HttpCode(200)
  read(@Param('id', new IdPipe('Conversation')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.conversations.markRead(id, viewer);
  }
}
