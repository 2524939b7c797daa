import { Injectable } from '@nestjs/common';
import { catalogFor, composeAnnouncement, effectivePlayerCount, findInfraction, recommendEventStructure } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { Announcement } from '../../generated/prisma/client';
import { announcementPlainText, wordAnnouncement } from '../../platform/i18n';
import type { Language } from '../../platform/i18n';
import { profileOf } from '../../core/tournament';
import type { AnnouncementInput } from './announcement.model';
import { AnnouncementsRepository } from './announcements.repository';

const LANGUAGES = ['ja', 'en'];
const MINIMUM_SWISS_ROUNDS = 3;

type Revision = { title: string; body: string; editedAt: string };

export function toAnnouncementModel(announcement: Announcement, withHistory: boolean) {
  return {
    ...announcement,
    plainText: `${announcement.title}\n\n${announcement.body}`,
    // Kept as JSON, so the time is a string there; the DateTime scalar needs a Date.
    history: withHistory
      ? ((announcement.history as Revision[] | null) ?? []).map((revision) => ({ ...revision, editedAt: new Date(revision.editedAt) }))
      : [],
  };
}

@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Staff see drafts too; players see what is published, pinned first. */
  async list(viewer: Viewer, eventId: string) {
    await this.access.requireReader(viewer, eventId);
    const staff = viewer.kind === 'staff';
    return (await this.announcements.list(eventId, !staff)).map((a) => toAnnouncementModel(a, staff));
  }

  /** The published announcements, pinned first, without their history: the event's public page (no access check). */
  async publishedOf(eventId: string) {
    return (await this.announcements.list(eventId, true)).map((a) => toAnnouncementModel(a, false));
  }

  /**
   * The 10-part opening announcement (the head-judge announcement template), every fact the event
   * has taken from it: the players still in the event when it is composed, the rounds, the top
   * cut, the format, the prizes and venue notes the organizer entered, the time limit and the
   * extra turns of the rule profile, and decklists only when the event collects them.
   */
  async compose(viewer: Viewer, eventId: string, language: Language) {
    await this.access.require(viewer, eventId, 'announcements.manage');
    const event = await this.announcements.eventFacts(eventId);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    const profile = profileOf(event);
    const players = event.players.length;
    // Appendix E counts a player with awarded byes as 2, 4, 8 players.
    const recommended = recommendEventStructure(effectivePlayerCount(event.players));
    // Announced before round 1 and then fixed: the Swiss phase's plan, the event's, else appendix E
    // (below its table, the MTR minimum of three rounds).
    const swissRounds =
      event.phases[0]?.plannedRounds ??
      event.plannedRounds ??
      (recommended.ok && recommended.value.kind === 'swiss' ? recommended.value.swissRounds : MINIMUM_SWISS_ROUNDS);
    const decklists = event.decklistSettings && event.decklistSettings.requirement !== 'OFF' ? event.decklistSettings : null;
    const composed = wordAnnouncement(
      composeAnnouncement({
        eventName: event.name,
        playerCount: players,
        swissRounds,
        topCut: event.topCut,
        roundMinutes: event.roundMinutes,
        // null: the game's rules (FFTCG) set no end-of-round procedure; the organizer announces it. A team
        // event: its format's (MTR 2.5: 3 in Two-Headed Giant), through profileOf.
        extraTurns: profile.extraTurnsAtTime,
        playoffDraws: profile.playoffDraws === 'ORGANIZER_POLICY' ? event.playoffDrawPolicy : 'NEVER',
        losingDamage: profile.losingDamage,
        // IPG 2.1: only a catalog that penalises missed triggers asks players to point out their own.
        remindTriggers: findInfraction(catalogFor(profile.id, event.enforcementLevel), 'GPE-MT') !== undefined,
        rel: event.enforcementLevel,
        headJudge: event.staff.find((s) => s.role === 'HEAD_JUDGE')?.user.name,
        judges: event.staff.filter((s) => s.role === 'JUDGE').map((s) => s.user.name),
        decklists: decklists
          ? { from: decklists.requirement === 'TOP_CUT' ? 'TOP_CUT' : 'SWISS', submitter: decklists.submitter }
          : undefined,
        formatType: event.formatType,
        formatName: decklists?.legalityFormat ?? undefined,
        prizes: { en: event.prizesEn ?? undefined, ja: event.prizesJa ?? undefined },
        venueNotes: { en: event.venueNotesEn ?? undefined, ja: event.venueNotesJa ?? undefined },
      }),
      language,
    );
    return { title: composed.title, sections: composed.sections, body: announcementPlainText(composed) };
  }

  async create(viewer: Viewer, eventId: string, input: AnnouncementInput) {
    await this.access.require(viewer, eventId, 'announcements.manage');
    const clean = this.clean(input, true);
    const created = await this.uow.run(viewer, async (change) => {
      const announcement = await this.announcements.create(change.tx, {
        eventId,
        title: clean.title!,
        body: clean.body!,
        language: clean.language ?? 'ja',
        pinned: clean.pinned ?? false,
        authorId: viewer.kind === 'staff' ? viewer.userId : '',
      });
      await change.audit({
        eventId,
        action: 'announcement.create',
        entityType: 'Announcement',
        entityId: announcement.id,
        after: announcement,
      });
      return announcement;
    });
    return toAnnouncementModel(created, true);
  }

  /** Edits keep the earlier text in the announcement's history. */
  update(viewer: Viewer, id: string, input: AnnouncementInput) {
    return this.change(viewer, id, 'announcement.update', (before) => {
      const clean = this.clean(input, false);
      const edited =
        (clean.title !== undefined && clean.title !== before.title) || (clean.body !== undefined && clean.body !== before.body);
      const history = (before.history as Revision[] | null) ?? [];
      return {
        ...clean,
        ...(edited ? { history: [...history, { title: before.title, body: before.body, editedAt: new Date().toISOString() }] } : {}),
      };
    });
  }

  publish(viewer: Viewer, id: string) {
    return this.change(viewer, id, 'announcement.publish', (before) => {
      if (before.publishedAt) throw new AppError('ANNOUNCEMENT_ALREADY_PUBLISHED');
      return { publishedAt: new Date() };
    });
  }

  pin(viewer: Viewer, id: string, pinned: boolean) {
    return this.change(viewer, id, pinned ? 'announcement.pin' : 'announcement.unpin', () => ({ pinned }));
  }

  private async change(viewer: Viewer, id: string, action: string, compute: (before: Announcement) => Record<string, unknown>) {
    const existing = await this.announcements.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', { entity: 'announcement' });
    await this.access.require(viewer, existing.eventId, 'announcements.manage');
    const after = await this.uow.run(viewer, async (change) => {
      const before = (await this.announcements.lock(change.tx, id))!;
      const updated = await this.announcements.update(change.tx, id, compute(before));
      await change.audit({ eventId: before.eventId, action, entityType: 'Announcement', entityId: id, before, after: updated });
      if (updated.publishedAt) change.publish({ eventId: updated.eventId, kind: 'ANNOUNCEMENT_PUBLISHED' });
      return updated;
    });
    return toAnnouncementModel(after, true);
  }

  private clean(input: AnnouncementInput, creating: boolean): AnnouncementInput {
    const clean: AnnouncementInput = { ...input };
    if (creating || input.title !== undefined) {
      clean.title = input.title?.trim() ?? '';
      if (!clean.title) throw invalidInput('title', 'required');
      if (clean.title.length > 200) throw invalidInput('title', 'tooLong');
    }
    if (creating || input.body !== undefined) {
      clean.body = input.body?.trim() ?? '';
      if (!clean.body) throw invalidInput('body', 'required');
      if (clean.body.length > 20000) throw invalidInput('body', 'tooLong');
    }
    if (input.language !== undefined && !LANGUAGES.includes(input.language)) throw invalidInput('language', 'notAllowed');
    return clean;
  }
}
