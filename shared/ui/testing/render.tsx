import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns unless it knows updates in tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  root: Root;
  /** Text of the container, whitespace collapsed. */
  text(): string;
  unmount(): void;
}

/** Renders into a fresh <div> on <body> (happy-dom), flushing effects. */
export async function render(element: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(element);
  });
  return {
    container,
    root,
    text: () => (container.textContent ?? '').replace(/\s+/g, ' ').trim(),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and the renders they cause settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Dispatches a key press on an element (or the element holding focus). */
export async function press(target: Element, key: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  });
}

export async function click(target: Element): Promise<void> {
  await act(async () => {
    (target as HTMLElement).click();
  });
}
