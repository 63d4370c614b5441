import { answerKey, FIRST_ANSWERS_ELEMENT_ID } from '../../domain/first-answers';
import { pageSlot } from '../../page/page-slot';

/**
 * The answers the server wrote into the page for its first screen
 * (shared/domain/first-answers.ts). Each is handed out once, to the first
 * GET of the same call, so the page does not wait for a round trip the
 * server already made; later calls (a reload button, a return to the page)
 * go to the network. `forgetFirstAnswers` drops what is left once the
 * visitor moves on, so an answer never outlives the page view it was for.
 */
interface Answers {
  read: boolean;
  map: Map<string, unknown>;
}

function answers(): Answers {
  return pageSlot('api.first-answers', 1, () => ({ read: false, map: new Map<string, unknown>() }));
}

function load(slot: Answers): void {
  slot.read = true;
  if (typeof document === 'undefined') return;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
    for (const [key, value] of Object.entries(parsed)) slot.map.set(key, value);
  } catch {
    // A page without usable answers simply asks the server.
  }
}

/** The server's answer to this GET url, once; `undefined` when there is none (or it was taken). */
export function takeFirstAnswer(url: string): { data: unknown } | undefined {
  const slot = answers();
  if (!slot.read) load(slot);
  if (slot.map.size === 0) return undefined;
  const key = answerKey(url);
  if (!slot.map.has(key)) return undefined;
  const data = slot.map.get(key);
  slot.map.delete(key);
  return { data };
}

/** Drops the answers no call has taken: the page they were written for is gone. */
export function forgetFirstAnswers(): void {
  const slot = answers();
  slot.read = true;
  slot.map.clear();
}

/** How many written answers no call has taken yet. */
export function firstAnswersLeft(): number {
  const slot = answers();
  if (!slot.read) load(slot);
  return slot.map.size;
}
