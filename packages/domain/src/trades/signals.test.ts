import { describe, expect, it } from 'vitest';
import { TRADE_SAFETY_TIPS, TRADE_SIGNAL_KINDS } from './messages';
import { tradeSafetySignals } from './signals';
import { ORDINARY_CORPUS, SCAM_CORPUS } from './signals.corpus';

describe('tradeSafetySignals on the corpus', () => {
  const caught = SCAM_CORPUS.filter(([text, kind]) => tradeSafetySignals(text).some((s) => s.kind === kind));
  const missed = SCAM_CORPUS.filter((row) => !caught.includes(row)).map(([text]) => text);
  const flagged = ORDINARY_CORPUS.filter((text) => tradeSafetySignals(text).length > 0);
  const caughtShare = caught.length / SCAM_CORPUS.length;
  const falseAlarmShare = flagged.length / ORDINARY_CORPUS.length;

  it('has at least 60 scams and 100 ordinary messages, every kind among the scams', () => {
    expect(SCAM_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY_CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SCAM_CORPUS.map(([, kind]) => kind))).toEqual(new Set(TRADE_SIGNAL_KINDS));
  });

  it('catches nearly all scams and flags almost no ordinary message', () => {
    console.info(
      `tradeSafetySignals: caught ${caught.length}/${SCAM_CORPUS.length} scams (${(caughtShare * 100).toFixed(1)}%), ` +
        `false alarms ${flagged.length}/${ORDINARY_CORPUS.length} ordinary (${(falseAlarmShare * 100).toFixed(1)}%)`,
    );
    if (missed.length) console.info('missed:', missed);
    if (flagged.length) console.info('flagged:', flagged);
    expect(caughtShare).toBeGreaterThanOrEqual(0.95);
    expect(falseAlarmShare).toBeLessThanOrEqual(0.02);
  });
});

describe('tradeSafetySignals', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Can you do $40?', []],
    ['I just sent you a code to make sure you are real', ['verificationCode']],
    ['Zelle me a deposit and send a gift card', ['paymentApp', 'giftCard']],
    ['send a $50 deposit', ['payFirst']],
    ['WhatsApp me', ['offPlatform']],
    ['I’ll send a courier to collect it', ['courier']],
  ])('%j → %j', (text, kinds) => {
    expect(tradeSafetySignals(text).map((s) => s.kind)).toEqual(kinds);
  });

  it('gives each kind its tip, the code one in the words people are shown', () => {
    const [signal] = tradeSafetySignals('what is the code i just sent you');
    expect(signal).toEqual({
      kind: 'verificationCode',
      tip: 'Never share a code you receive by text: it lets someone take over your number.',
    });
    for (const kind of TRADE_SIGNAL_KINDS) expect(TRADE_SAFETY_TIPS[kind].length).toBeGreaterThan(20);
  });

  it('leaves moving to another app alone once the chat is past its first messages', () => {
    expect(tradeSafetySignals('text me at 512-555-0147').map((s) => s.kind)).toEqual(['offPlatform']);
    expect(tradeSafetySignals('text me at 512-555-0147', { earlyInChat: false })).toEqual([]);
    expect(tradeSafetySignals('send me the code you got', { earlyInChat: false })).toHaveLength(1);
  });

  it('is pure: the same text gives the same answer every time', () => {
    const text = 'Venmo first then we meet';
    expect(tradeSafetySignals(text)).toEqual(tradeSafetySignals(text));
  });
});
