import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { loadScamPatterns, normalise } from './scam-patterns.js';
import { ScamWarningsService } from './scam-warnings.service.js';

const warnings = new ScamWarningsService(loadConfig({}));
const accepted = () => Promise.resolve(true);

describe('the market scam patterns', () => {
  it.each([
    ['send 500 tk bKash advance', 'advance-payment'],
    ['Please send the money by Nagad first, then I will ship', 'advance-payment'],
    ['bkash e 1000 taka agrim diben', 'advance-payment'],
    ['বিকাশে ৫০০ টাকা অগ্রিম পাঠান', 'advance-payment'],
    ['আগে টাকা রকেটে দিন, তারপর পণ্য পাবেন', 'advance-payment'],
    ['You pay the delivery charge first and the courier brings it', 'delivery-charge-first'],
    ['ডেলিভারি চার্জ ১৫০ টাকা আগে বিকাশ করুন', 'delivery-charge-first'],
    ['I sent you a code, please send me the OTP', 'code-request'],
    ['আপনার ফোনে একটা কোড গেছে, কোডটা বলুন', 'code-request'],
    ['call me on 017 1234-5678', 'contact-before-deal'],
    ['আমার নম্বর ০১৭১২৩৪৫৬৭৮', 'contact-before-deal'],
    ['see more pictures at wa.me/8801712345678', 'contact-before-deal'],
    ['photos here: https://example.net/x', 'contact-before-deal'],
  ])('flags "%s" as %s', async (text, kind) => {
    await expect(warnings.kindOf(text, 'message')).resolves.toBe(kind);
  });

  it.each([
    'Is it still available? I can meet at Dhanmondi 27 tomorrow',
    'I will pay cash when we meet, 12000 tk ok?',
    'দাম কত? কাল বিকেলে দেখা করতে পারি',
    'আমি নগদ টাকা দেব, আগে জিনিসটা দেখব',
    'The battery lasts a day, price Tk 1,20,000',
    'Age of the phone: 2 years',
  ])('leaves "%s" alone', async (text) => {
    await expect(warnings.kindOf(text, 'message')).resolves.toBeNull();
  });

  it('lets the two parties of an accepted deal share a number, and still warns of an advance', async () => {
    await expect(
      warnings.kindOf('my number is 01712345678', 'message', accepted),
    ).resolves.toBeNull();
    await expect(
      warnings.kindOf('send bkash advance to 01712345678', 'message', accepted),
    ).resolves.toBe('advance-payment');
  });

  it('asks for the deal only when a pattern that depends on it matches', async () => {
    const dealAccepted = jest.fn(accepted);
    await warnings.kindOf('send 500 tk bKash advance', 'message', dealAccepted);
    await warnings.kindOf('see you at six', 'message', dealAccepted);
    expect(dealAccepted).not.toHaveBeenCalled();
  });

  it('checks listings for payment scams but not for contact details', async () => {
    await expect(
      warnings.kindOf('Brand new. Booking: bKash advance 2000 tk required', 'listing'),
    ).resolves.toBe('advance-payment');
    await expect(warnings.kindOf('Call 01712345678 after six', 'listing')).resolves.toBeNull();
  });

  it('warns in both languages', () => {
    const text = warnings.warningOf('advance-payment');
    expect(text.en).toContain('Never pay before you meet and see the item');
    expect(text.bn).toMatch(/টাকা দেবেন না/);
  });

  it('reads Bengali digits and spaced numbers as one number', () => {
    expect(normalise('০১৭১২ ৩৪৫-৬৭৮')).toBe('01712345678');
  });

  it('takes an operator file with a new pattern, and names the mistake in a broken one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scam-patterns-'));
    const file = join(folder, 'patterns.json');
    writeFileSync(
      file,
      JSON.stringify({
        patterns: [
          {
            kind: 'gift-card',
            checks: ['message'],
            allOf: [
              ['gift card*', 'গিফট কার্ড*'],
              ['send', 'পাঠা*'],
            ],
            warning: { en: 'Nobody pays in gift cards.', bn: 'গিফট কার্ডে কেউ দাম দেয় না।' },
          },
        ],
      }),
    );
    const custom = new ScamWarningsService(loadConfig({ SCAM_PATTERNS_FILE: file }));
    await expect(custom.kindOf('send me two gift cards', 'message')).resolves.toBe('gift-card');

    writeFileSync(file, JSON.stringify({ patterns: [{ kind: 'Bad Kind', checks: ['message'] }] }));
    expect(() => loadScamPatterns(file)).toThrow(/patterns\.0\.kind/);
  });
});
