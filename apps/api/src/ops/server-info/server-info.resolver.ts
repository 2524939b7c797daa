import { Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../platform/common';
import { ServerInfoModel } from './server-info.model';
import { ServerInfoService } from './server-info.service';

@Resolver(() => ServerInfoModel)
export class ServerInfoResolver {
  constructor(private readonly serverInfoService: ServerInfoService) {}

  @SignedIn('staff')
  @Query(() => ServerInfoModel, { description: 'The address phones use to join, and the network addresses of the server (staff).' })
  serverInfo(): ServerInfoModel {
    const { url, source, lanUrls, loopbackOnly } = this.serverInfoService.publicAddress();
    return { publicUrl: url, publicUrlSource: source, lanUrls, loopbackOnly };
  }
}
