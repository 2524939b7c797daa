import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { negotiateLanguage } from '../../platform/i18n/messages';
import { pairingNoteText } from '../../platform/i18n/pairing-notes';
import { PairingNote } from '../tournament/pairing.model';

@Resolver(() => PairingNote)
export class PairingNoteResolver {
  @ResolveField(() => String, { description: "The note as a sentence in the caller's language (Accept-Language; English by default)." })
  message(@Parent() note: PairingNote, @Context() context: GraphQLContext): string {
    if (!note.params) return note.message ?? note.code;
    return pairingNoteText(negotiateLanguage(context.req?.headers['accept-language']), { code: note.code, params: note.params });
  }
}
