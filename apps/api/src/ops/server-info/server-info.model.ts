import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { PublicUrlSource } from '../../platform/web';

const PUBLIC_URL_SOURCES: { [S in PublicUrlSource]: S } = { CONFIGURED: 'CONFIGURED', DETECTED: 'DETECTED', LOOPBACK: 'LOOPBACK' };

registerEnumType(PUBLIC_URL_SOURCES, {
  name: 'PublicUrlSource',
  valuesMap: {
    CONFIGURED: { description: 'TAIKAI_PUBLIC_URL.' },
    DETECTED: { description: 'The first address of this computer on the network.' },
    LOOPBACK: { description: 'Only this computer can reach the server: phones cannot join.' },
  },
});

@ObjectType('ServerInfo', { description: 'Where the server can be reached, for join links and QR codes.' })
export class ServerInfoModel {
  @Field({ description: 'Origin phones use, e.g. http://192.168.1.20:3000 (join links are <publicUrl>/play/join?…).' })
  publicUrl!: string;

  @Field(() => PUBLIC_URL_SOURCES)
  publicUrlSource!: PublicUrlSource;

  @Field(() => [String], { description: 'Origins other devices on the network can open, best first.' })
  lanUrls!: string[];

  @Field({ description: 'The server listens only where this computer alone can reach it.' })
  loopbackOnly!: boolean;
}
