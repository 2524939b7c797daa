/**
 * The server's time, from the HTTP `Date` header of every API response, so round clocks are
 * right even when the phone's or the laptop's own clock is not.
 *
 * `Date` has whole seconds: the server's clock read some time in [D, D + 1 s) while the request
 * was in flight, so the offset (server − device) lies in [D − receivedAt, D + 1000 − sentAt].
 * Each response narrows that interval; the estimate is its middle. When a new interval does not
 * overlap the old one (the device's clock was changed), it starts again from the new one.
 */
export interface OffsetBounds {
  low: number;
  high: number;
}

export function narrowOffset(previous: OffsetBounds | null, serverDate: number, sentAt: number, receivedAt: number): OffsetBounds {
  const next = { low: serverDate - receivedAt, high: serverDate + 1000 - sentAt };
  if (!previous) return next;
  const low = Math.max(previous.low, next.low);
  const high = Math.min(previous.high, next.high);
  return low <= high ? { low, high } : next;
}

export function offsetOf(bounds: OffsetBounds | null): number {
  return bounds ? Math.round((bounds.low + bounds.high) / 2) : 0;
}

let bounds: OffsetBounds | null = null;
const listeners = new Set<() => void>();

export const serverClock = {
  /** Called with each API response's `Date` header. */
  note(dateHeader: string | null, sentAt: number, receivedAt: number): void {
    if (!dateHeader) return;
    const serverDate = Date.parse(dateHeader);
    if (Number.isNaN(serverDate)) return;
    const before = offsetOf(bounds);
    bounds = narrowOffset(bounds, serverDate, sentAt, receivedAt);
    if (offsetOf(bounds) !== before) listeners.forEach((listener) => listener());
  },
  /** Milliseconds to add to the device's clock to get the server's. */
  offset(): number {
    return offsetOf(bounds);
  },
  now(): number {
    return Date.now() + offsetOf(bounds);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
