/**
 * What other packages' tests borrow from the engine, as `@taikai/engine/testing` (left out of the
 * built library): the fixtures stay beside the engine specs that use them too.
 */
import atomicCards from '../decklists/fixtures/atomic-cards.fixture.json';

/** A small MTGJSON AtomicCards extract: what an organiser uploads as the card database. */
export const ATOMIC_CARDS_FIXTURE = atomicCards;
