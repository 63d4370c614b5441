import { firstAnswersLeft } from '../shared/api';

/** The longest the first paint waits for the app's first screen: past it, the app shows as it is. */
const MAX_WAIT_MS = 3000;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Resolves when the app's first screen is filled: every answer the server
 * wrote into the page has been taken by a call and two frames have passed
 * since the last was taken (React has rendered with them), or when the
 * wait reaches MAX_WAIT_MS (an answer no call wanted, a slow chunk).
 */
export async function firstScreenFilled(): Promise<void> {
  const deadline = performance.now() + MAX_WAIT_MS;
  let left = firstAnswersLeft();
  let quietFrames = 0;
  while (performance.now() < deadline) {
    await nextFrame();
    const now = firstAnswersLeft();
    quietFrames = now === left ? quietFrames + 1 : 0;
    left = now;
    if (left === 0 && quietFrames >= 2) return;
  }
}

/**
 * Puts the app where the first paint was, in one frame: the first paint's
 * elements go and the app's appear together, so nothing on screen moves
 * (new elements are not layout shifts) and the largest paint stays the
 * first paint's, which the app draws at the same size.
 */
export function revealApp(container: HTMLElement, firstPaint: HTMLElement): void {
  firstPaint.remove();
  container.hidden = false;
}
