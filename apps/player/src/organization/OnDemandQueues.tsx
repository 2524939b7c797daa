import type { MyOnDemandQueueFieldsFragment } from '../generated/graphql';
import type { OrganizationWord } from './words';

type Words = (key: OrganizationWord, params?: Record<string, string | number>) => string;

interface Props {
  queues: MyOnDemandQueueFieldsFragment[];
  busy: string | null;
  w: Words;
  onJoin: (queue: MyOnDemandQueueFieldsFragment) => void;
  onLeave: (queue: MyOnDemandQueueFieldsFragment) => void;
  onOpen: (eventId: string) => void;
}

/** The organization's on-demand queues: the person's place in the next pod, or the pod they play in and their table. */
export function OnDemandQueues({ queues, busy, w, onJoin, onLeave, onOpen }: Props) {
  return (
    <section className="card" aria-labelledby="queues-title" data-testid="on-demand-queues">
      <h2 id="queues-title" className="section-title">
        {w('org.queues')}
      </h2>
      <p className="hint">{w('org.queueHint')}</p>
      <ul className="org-list">
        {queues.map((queue) => (
          <li key={queue.id} className="org-item" data-testid="on-demand-queue">
            <p className="org-item-name">{queue.name}</p>
            <p className="hint">{[queue.formatName, queue.conventionName].filter(Boolean).join(' · ')}</p>
            {queue.seat ? (
              <div className="org-status" role="status" data-testid="queue-seat">
                <p>{w('org.queueFired', { event: queue.seat.eventName })}</p>
                {queue.seat.roundNumber !== null && queue.seat.roundNumber !== undefined ? (
                  <p>
                    {queue.seat.hallTable
                      ? w('org.queueSeat', { round: queue.seat.roundNumber, table: queue.seat.hallTable })
                      : w('org.queueBye', { round: queue.seat.roundNumber })}
                  </p>
                ) : null}
                <button
                  type="button"
                  className="button primary"
                  disabled={busy !== null}
                  onClick={() => onOpen(queue.seat!.eventId)}
                  data-testid="queue-open-event"
                >
                  {busy === `open:${queue.seat.eventId}` ? w('org.opening') : w('org.open')}
                </button>
              </div>
            ) : null}
            {!queue.open ? (
              <p className="hint">{w('org.queueClosed')}</p>
            ) : queue.position !== null && queue.position !== undefined ? (
              <>
                <p className="org-status" data-testid="queue-place">
                  {w('org.queuePlace', { position: queue.position, size: queue.podSize })}
                </p>
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy !== null}
                  onClick={() => onLeave(queue)}
                  data-testid="queue-leave"
                >
                  {w('org.queueLeave')}
                </button>
              </>
            ) : (
              <>
                <p data-testid="queue-waiting">{w('org.queueWaiting', { waiting: queue.waiting, size: queue.podSize })}</p>
                <button
                  type="button"
                  className="button primary"
                  disabled={busy !== null}
                  onClick={() => onJoin(queue)}
                  data-testid="queue-join"
                >
                  {busy === `queue:${queue.id}` ? w('org.queueJoining') : w('org.queueJoin')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
