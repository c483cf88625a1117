import { Global, Module } from '@nestjs/common';
import { ScamWarningsService } from './scam-warnings.service.js';

/** The market's scam patterns, read once at start; conversations and listings consult them. */
@Global()
@Module({ providers: [ScamWarningsService], exports: [ScamWarningsService] })
export class ScamWarningsModule {}
