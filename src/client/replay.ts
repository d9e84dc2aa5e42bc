// No interaction is lost while an island loads (docs/architecture.md#islands). Native elements act on their own before
// hydration (a <details> opens, a link navigates, CSS shows the dropdown on hover and focus); a <button> or a key
// such as Escape or an arrow does nothing until React listens. So those are noted from the moment the loader runs
// and handed to the island once it has hydrated, as if they had happened then.

/** Keys whose native action has already happened: Tab moved focus; Enter and Space activated (noted as a click). */
const NATIVE_KEYS = new Set(['Tab', 'Enter', ' ']);

/**
 * Starts noting clicks on buttons and key presses inside `container`. The returned function stops (call it just
 * before hydrating: from then on React sees events itself) and gives the function that replays them.
 */
export function noteInteractions(container: HTMLElement): () => () => void {
  const noted: (HTMLButtonElement | KeyboardEvent)[] = [];
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  container.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest('button');
      if (button && container.contains(button)) noted.push(button);
    },
    options,
  );
  container.addEventListener('keydown', (event) => NATIVE_KEYS.has(event.key) || noted.push(event), options);
  return () => {
    listening.abort();
    return () => {
      for (const n of noted) {
        if (!(n instanceof KeyboardEvent)) {
          if (n.isConnected && !n.disabled) n.click();
          continue;
        }
        // A key goes where focus is now, if that is still inside the island (a replayed arrow may have moved it).
        const focused = document.activeElement;
        if (!focused || !container.contains(focused)) continue;
        // The noted event is its own init: key, code, modifiers, bubbles and cancelable are read from it.
        focused.dispatchEvent(new KeyboardEvent('keydown', n));
      }
    };
  };
}
