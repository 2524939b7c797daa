import { Module } from '@nestjs/common';
import { PenaltiesModule } from '../penalties';
import { AppealsService } from './appeals.service';
import { InvestigationsRepository } from './investigations.repository';
import { InvestigationsResolver } from './investigations.resolver';
import { InvestigationsService } from './investigations.service';

/** The head judge's procedures after a ruling: investigations (statements), appeals (MTR 2.9), the disqualification report. */
@Module({
  imports: [PenaltiesModule],
  providers: [InvestigationsRepository, InvestigationsService, AppealsService, InvestigationsResolver],
})
export class InvestigationsModule {}
