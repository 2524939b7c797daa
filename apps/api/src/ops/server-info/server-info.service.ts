import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { type PublicAddress, publicAddress } from '../../platform/web';

@Injectable()
export class ServerInfoService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Read on each request: a laptop that joins the venue's Wi-Fi after start-up is picked up. */
  publicAddress(): PublicAddress {
    // The port actually bound (PORT=0 picks a free one).
    const bound = this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null;
    return publicAddress({ configured: this.config.TAIKAI_PUBLIC_URL, host: this.config.HOST, port: bound?.port ?? this.config.PORT });
  }
}
