import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  type CheckedText,
  type ScamPattern,
  type ScamWarningText,
  SHIPPED_SCAM_PATTERNS,
  loadScamPatterns,
  normalise,
} from './scam-patterns.js';

/** Said for a kind flagged earlier whose pattern an operator has since removed. */
const GENERAL_WARNING: ScamWarningText = {
  en: 'Never pay before you meet and see the item.',
  bn: 'দেখা করে জিনিসটি দেখার আগে কখনো টাকা দেবেন না।',
};

/**
 * Checks messages and listings against the market's scam patterns (the data file). A match never
 * stops the text: it is kept with the kind it matched, and its reader is warned under it.
 */
@Injectable()
export class ScamWarningsService {
  private readonly patterns: ScamPattern[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.patterns = loadScamPatterns(config.SCAM_PATTERNS_FILE ?? SHIPPED_SCAM_PATTERNS);
  }

  /**
   * The kind of the first pattern the text matches, or null. `dealAccepted` says whether the two
   * people already have an accepted deal; it is asked only when a pattern that holds until then
   * matches, so most texts cost no read of the deal.
   */
  async kindOf(
    text: string,
    checked: CheckedText,
    dealAccepted: () => Promise<boolean> = () => Promise.resolve(false),
  ): Promise<string | null> {
    const normalised = normalise(text);
    let accepted: boolean | undefined;
    for (const pattern of this.patterns) {
      if (!pattern.checks.includes(checked) || !pattern.matches(normalised)) continue;
      if (pattern.beforeDealOnly && (accepted ??= await dealAccepted())) continue;
      return pattern.kind;
    }
    return null;
  }

  /** What the reader is told under a flagged text. */
  warningOf(kind: string): ScamWarningText {
    return this.patterns.find((pattern) => pattern.kind === kind)?.warning ?? GENERAL_WARNING;
  }
}
