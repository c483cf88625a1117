import { Answer } from '../openapi/answers.js';
import { uploadedImageAnswerSchema } from '@marketplace/contracts';
import { Controller, Get, Inject, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { UploadedImage } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isImageKey } from './image-storage.js';
import { IMAGE_FIELD, readImageField } from './image-upload-body.js';
import { ImagesService } from './images.service.js';

const contentTypeOf = (key: string) => {
  if (key.endsWith('.jpg')) return 'image/jpeg';
  return key.endsWith('.avif') ? 'image/avif' : 'image/webp';
};

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: registration uploads the photo before the account exists (SPEC.md section 4). */
  @Public()
  @ApiOperation({ summary: 'Upload a photo' })
  @Answer(201, uploadedImageAnswerSchema)
  @Answer(422, 'The file is not an image this site can read')
  @Answer(429)
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMAGE_FIELD],
      properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  async upload(
    @Req() request: FastifyRequest,
    @CurrentUser() user: SessionUser | null,
  ): Promise<{ data: UploadedImage }> {
    await this.images.admitUpload(request.ip, user?.id);
    const bytes = await readImageField(request, this.config.IMAGE_MAX_BYTES);
    return { data: await this.images.store(bytes) };
  }

  @Public()
  @ApiOperation({ summary: 'An uploaded photo' })
  @ApiResponse({
    status: 200,
    description: 'The image (immutable: its key is its hash)',
    content: Object.fromEntries(
      ['image/webp', 'image/avif', 'image/jpeg'].map((type) => [
        type,
        { schema: { type: 'string', format: 'binary' } },
      ]),
    ),
  })
  @Get(':key')
  async serve(@Param('key') key: string, @Res() reply: FastifyReply) {
    const image = isImageKey(key) ? await this.images.open(key) : null;
    if (!image) throw new NotFoundException('Image not found');
    return (
      reply
        .type(contentTypeOf(key))
        .header('Content-Length', String(image.size))
        .header('X-Content-Type-Options', 'nosniff')
        // The key is the content's hash: what a URL names never changes.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.stream)
    );
  }
}
