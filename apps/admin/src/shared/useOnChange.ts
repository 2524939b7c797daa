import { useState } from 'react';

/**
 * Runs `adjust` during the render in which one of `deps` changed (and the first one), to reset
 * state that follows a prop or loaded data: React's "adjusting state when a prop changes", with
 * no effect and no extra render showing the stale state. `adjust` may only set this component's state.
 */
export function useOnChange(deps: readonly unknown[], adjust: () => void): void {
  const [seen, setSeen] = useState<readonly unknown[] | null>(null);
  if (seen === null || seen.length !== deps.length || deps.some((dep, i) => !Object.is(dep, seen[i]))) {
    setSeen(deps);
    adjust();
  }
}
