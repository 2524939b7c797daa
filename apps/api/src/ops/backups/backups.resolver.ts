import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { EventBackupModel, EventBackupStatusModel, EventImportInput, EventImportResultModel } from './backup.model';
import { BackupsService } from './backups.service';

@Resolver()
export class BackupsResolver {
  constructor(private readonly backupsService: BackupsService) {}

  @SignedIn('staff')
  @Query(() => String, { description: 'The whole event as one JSON export file (organizers; audited).' })
  exportEvent(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.backupsService.exportEvent(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => String, {
    description:
      "Everything an organization holds as one JSON file: its people (player IDs, e-mails, member codes) and each event's export (owners; audited).",
  })
  exportOrganization(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.backupsService.exportOrganization(viewer, organizationId);
  }

  @SignedIn('staff')
  @Query(() => [EventBackupModel], { description: "The event's automatic backups, newest first (organizers)." })
  eventBackups(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.backupsService.listBackups(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => EventBackupStatusModel, {
    description: "Whether the event's automatic backups are being written, or failing since when and why (organizers).",
  })
  eventBackupStatus(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.backupsService.backupStatus(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => String, { description: 'One automatic backup: the export file it holds (organizers; audited).' })
  eventBackup(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string, @Args('fileName') fileName: string) {
    return this.backupsService.downloadBackup(viewer, eventId, fileName);
  }

  @SignedIn('staff')
  @Mutation(() => EventImportResultModel, {
    description:
      'Imports an export file with its ids: a new event (in an organization where the caller creates events), or restores over the existing event with `replace` (its organizers). Audited.',
  })
  async importEvent(@CurrentViewer() viewer: Viewer, @Args('input') input: EventImportInput) {
    return this.backupsService.importEvent(viewer, input.data, input);
  }
}
