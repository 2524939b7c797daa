import { Controller, Logger, Param, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isUuid, Public } from '../../platform/common';
import { AppError } from '../../platform/errors';
import { readBackup } from '../backups';
import { PUSH_CONTENT_TYPE, SEQ_HEADER } from './publisher';
import { PublishingService } from './publishing.service';

/** The largest push body: gzip-compressed, a 1,000-player, 10-round event is a few MB (64 MB unpacked at most). */
export const MAX_PUSH_BYTES = 16 * 1024 * 1024;

const STATUS: Partial<Record<string, number>> = { IMPORT_FILE_TOO_LARGE: 413, PUBLISH_EVENT_TAKEN: 409, BACKUP_CONFLICT: 409 };

@Controller('publish')
export class PublishingController {
  private readonly logger = new Logger('Publishing');

  constructor(private readonly publishing: PublishingService) {}

  /**
   * `PUT /publish/events/<eventId>`: a venue's push, the event's export (gzip accepted) numbered
   * by the `X-Taikai-Publish-Seq` header, as `PUSH_CONTENT_TYPE`, with a publish token as bearer. The token, the number
   * and the size are checked before the body is read; a number already applied is acknowledged
   * without reading it. Answers `{ appliedSeq, applied }`.
   */
  @Public()
  @Put('events/:eventId')
  async push(@Param('eventId') eventId: string, @Req() request: Request, @Res() response: Response) {
    const refuse = (status: number, error: string) => {
      // The body is left unread: the connection closes after the answer.
      response.setHeader('connection', 'close');
      response.status(status).json({ error });
    };
    const publishing = await this.publishing.authenticate(request.headers.authorization);
    if (!publishing) return refuse(401, 'UNAUTHENTICATED');
    const seqText = request.headers[SEQ_HEADER];
    if (!isUuid(eventId) || typeof seqText !== 'string' || !/^[1-9]\d{0,17}$/.test(seqText)) return refuse(400, 'INVALID_INPUT');
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > MAX_PUSH_BYTES) return refuse(413, 'PAYLOAD_TOO_LARGE');
    const encoding = request.headers['content-encoding'] ?? 'identity';
    if (request.headers['content-type'] !== PUSH_CONTENT_TYPE || (encoding !== 'gzip' && encoding !== 'identity'))
      return refuse(415, 'UNSUPPORTED_MEDIA_TYPE');
    const seq = BigInt(seqText);
    try {
      const applied = await this.publishing.alreadyApplied(publishing, eventId, seq);
      if (applied !== null) {
        response.setHeader('connection', 'close');
        response.json({ appliedSeq: String(applied), applied: false });
        return;
      }
      const body = await readBody(request, MAX_PUSH_BYTES);
      if (!body) return refuse(413, 'PAYLOAD_TOO_LARGE');
      const file = encoding === 'gzip' ? await readBackup(body.toString('base64'), true) : await readBackup(body.toString('utf8'), false);
      const result = await this.publishing.receive(publishing, eventId, seq, file);
      response.json({ appliedSeq: String(result.appliedSeq), applied: result.applied });
    } catch (error) {
      if (!(error instanceof AppError)) {
        this.logger.error(`push of event ${eventId} failed: ${(error as Error).message}`);
        return refuse(500, 'INTERNAL_ERROR');
      }
      refuse(STATUS[error.code] ?? 400, error.code);
    }
  }
}

/** The request body, or null as soon as it passes `limit` bytes. */
function readBody(request: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
