// Which safety tips a chat shows: tradeSafetySignals decides, this only says which messages are a
// person's first ones (moving to another app is a signal only there).
import {
  type ChatMessage,
  type HousingSafetySignal,
  housingSafetySignals,
  TRADE_EARLY_MESSAGES,
  type TradeSafetySignal,
  tradeSafetySignals,
} from '@campus/domain';

/**
 * The ids of each author's first messages in the chat. With older pages still unloaded, the
 * messages shown are not the first ones, so none is.
 */
export function earlyMessageIds(items: readonly ChatMessage[], hasOlder: boolean): Set<string> {
  const early = new Set<string>();
  if (hasOlder) return early;
  const counts = new Map<string, number>();
  for (const m of items) {
    const n = counts.get(m.user.id) ?? 0;
    if (n < TRADE_EARLY_MESSAGES) early.add(m.id);
    counts.set(m.user.id, n + 1);
  }
  return early;
}

/** A tip of either kind: a trade's, or a rental's (which suggests a viewing first). */
export type SafetyTip = TradeSafetySignal | HousingSafetySignal;

/** The tips under the other person's message (none under the viewer's own): trades', then rentals'. */
export function tipsForMessage(message: ChatMessage, mine: boolean, early: boolean): SafetyTip[] {
  if (mine || !message.plainText.trim()) return [];
  return [
    ...tradeSafetySignals(message.plainText, { earlyInChat: early }),
    ...housingSafetySignals(message.plainText),
  ];
}

/** Whether the viewer's next message is among their first ones in the chat. */
export function viewerIsEarly(items: readonly ChatMessage[], hasOlder: boolean, viewerId: string): boolean {
  return !hasOlder && items.filter((m) => m.user.id === viewerId).length < TRADE_EARLY_MESSAGES;
}
