import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database';
import { EventsService } from '../../core/events';
import { PlayersService } from '../../core/players';

export const DEMO_EVENT_NAME = 'Taikai Demo Open';
const DEMO_PLAYER_COUNT = 32;

const FAMILY = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  'Smith',
  'Garcia',
  '伊藤',
  '渡辺',
  'Müller',
  'Kim',
  '山本',
  '中村',
  'Rossi',
  'Nguyen',
  '小林',
  'Silva',
];
const GIVEN = ['Aoi', 'Haruto', 'Emma', 'Yuki', 'Lucas', 'Sakura', 'Ren', 'Mia'];

/** A 32-player event so a newcomer has something to look at (`npm run demo`). */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly events: EventsService,
    private readonly players: PlayersService,
    private readonly uow: UnitOfWork,
  ) {}

  /** In one change, audited as the server's (`system`). */
  async seed(): Promise<void> {
    if (await this.events.existsNamed(DEMO_EVENT_NAME)) return;
    const names = Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => ({
      name: `${FAMILY[i % FAMILY.length]} ${GIVEN[Math.floor(i / 4) % GIVEN.length]}`,
      externalId: `DEMO-${String(i + 1).padStart(4, '0')}`,
    }));
    const { event, players } = await this.uow.run('system', async (change) => {
      const event = await this.events.add(change, {
        name: DEMO_EVENT_NAME,
        venue: 'Taikai Hall, Tokyo',
        startsAt: new Date(),
        enforcementLevel: 'COMPETITIVE',
      });
      return { event, players: await this.players.enter(change, event.id, names, 'player.register') };
    });
    this.logger.log(`Seeded "${DEMO_EVENT_NAME}" (${event.id}) with ${DEMO_PLAYER_COUNT} players`);
    this.logger.log(`Try the player page with event ${event.id} and access code ${players[0].accessCode}`);
  }
}
