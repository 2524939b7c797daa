import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database';
import { EventsRepository } from '../../core/events';
import { generateAccessCode } from '../../platform/common';
import { PlayersRepository } from '../../core/players';

export const DEMO_EVENT_NAME = 'Taikai Demo Open';
const DEMO_PLAYER_COUNT = 32;

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', 'Smith', 'Garcia', '伊藤', '渡辺', 'Müller', 'Kim', '山本', '中村', 'Rossi', 'Nguyen', '小林', 'Silva'];
const GIVEN = ['Aoi', 'Haruto', 'Emma', 'Yuki', 'Lucas', 'Sakura', 'Ren', 'Mia'];

/** A 32-player event so a newcomer has something to look at (`npm run demo`). */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly events: EventsRepository,
    private readonly players: PlayersRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async seed(): Promise<void> {
    if (await this.events.findByName(DEMO_EVENT_NAME)) return;
    const event = await this.uow.run('system', (change) =>
      this.events.create(change.tx, { name: DEMO_EVENT_NAME, venue: 'Taikai Hall, Tokyo', startsAt: new Date(), enforcementLevel: 'COMPETITIVE' }),
    );
    const players = Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => ({
      name: `${FAMILY[i % FAMILY.length]} ${GIVEN[Math.floor(i / 4) % GIVEN.length]}`,
      externalId: `DEMO-${String(i + 1).padStart(4, '0')}`,
      accessCode: generateAccessCode(),
    }));
    await this.uow.run('system', (change) => this.players.createMany(change.tx, event.id, players));
    this.logger.log(`Seeded "${DEMO_EVENT_NAME}" (${event.id}) with ${DEMO_PLAYER_COUNT} players`);
    this.logger.log(`Try the player page with event ${event.id} and access code ${players[0].accessCode}`);
  }
}
