import { readFileSync } from 'node:fs';
import { toWesternDigits } from '@marketplace/contracts';
import { z } from 'zod';

/** Where a pattern is checked. */
export type CheckedText = 'message' | 'listing';

/** The shipped patterns (api/assets), reached the same way from src/ and dist/. */
export const SHIPPED_SCAM_PATTERNS = new URL('../../assets/scam-patterns.json', import.meta.url);

const FINDERS = {
  // An address a scammer moves the talk to: a web link, or a messenger's or shortener's.
  link: /(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}@.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|xyz|top|link|me|bd|io|co)(?:\/\S*)?(?![\p{L}\p{N}])/iu,
  // Ten to thirteen digits, once the spaces, dots and dashes between them are gone: a phone
  // number (a Bangladeshi mobile is 11, with +880 13), never a price.
  'phone-number': /(?<!\d)\+?\d{10,13}(?!\d)/u,
} as const;
type FinderName = keyof typeof FINDERS;

const term = z.string().trim().min(1);
const patternFileSchema = z.object({
  patterns: z
    .array(
      z
        .object({
          kind: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'kind must be a short kebab-case name'),
          checks: z.array(z.enum(['message', 'listing'])).min(1),
          allOf: z.array(z.array(term).min(1)).default([]),
          detect: z
            .array(z.enum(Object.keys(FINDERS) as [FinderName, ...FinderName[]]))
            .default([]),
          beforeDealOnly: z.boolean().default(false),
          warning: z.object({ en: term, bn: term }),
        })
        .refine((pattern) => pattern.allOf.length + pattern.detect.length > 0, {
          message: 'a pattern needs allOf or detect',
        }),
    )
    .min(1),
});

export interface ScamWarningText {
  en: string;
  bn: string;
}

export interface ScamPattern {
  kind: string;
  checks: readonly CheckedText[];
  beforeDealOnly: boolean;
  warning: ScamWarningText;
  matches(normalised: string): boolean;
}

/** A letter, its marks (Bengali vowel signs, virama) or a digit: what a whole word is made of. */
const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}]';

/** A term as a whole-word expression: spaces as any spacing, a final * as any ending. */
function termExpression(text: string): string {
  const open = text.endsWith('*');
  const words = normalise(open ? text.slice(0, -1) : text)
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `(?<!${WORD_CHARACTER})${words.join('\\s+')}${open ? `${WORD_CHARACTER}*` : `(?!${WORD_CHARACTER})`}`;
}

/**
 * What the patterns read: lower case, Western digits, no zero-width joiners (Bengali text carries
 * them or not for the same word), single spaces, and no spacing inside a run of digits, so
 * "017 1234-5678" reads as one number.
 */
export function normalise(text: string): string {
  return toWesternDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/(?<=\d)[\s.-]+(?=\d)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads and checks a pattern file; a mistake in it stops the start, naming the file and the field. */
export function loadScamPatterns(file: URL | string): ScamPattern[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Scam patterns ${String(file)} could not be read: ${String(error)}`);
  }
  const checked = patternFileSchema.safeParse(parsed);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new Error(
      `Scam patterns ${String(file)}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return checked.data.patterns.map((pattern) => {
    const groups = pattern.allOf.map(
      (terms) => new RegExp(terms.map(termExpression).join('|'), 'u'),
    );
    const finders = pattern.detect.map((name) => FINDERS[name]);
    return {
      kind: pattern.kind,
      checks: pattern.checks,
      beforeDealOnly: pattern.beforeDealOnly,
      warning: pattern.warning,
      matches: (normalised) =>
        groups.every((group) => group.test(normalised)) &&
        (finders.length === 0 || finders.some((finder) => finder.test(normalised))),
    };
  });
}
