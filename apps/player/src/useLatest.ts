import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the latest `value`, for callbacks that outlive a render (requests, the live
 * stream) without restarting what they belong to. Updated once the render is committed.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
