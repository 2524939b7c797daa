import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../../platform/graphql';
import { negotiateLanguage, pairingNoteText } from '../../platform/i18n';
import { PairingNote } from '../tournament';

@Resolver(() => PairingNote)
export class PairingNoteResolver {
  @ResolveField(() => String, { description: "The note as a sentence in the caller's language (Accept-Language; English by default)." })
  message(@Parent() note: PairingNote, @Context() context: GraphQLContext): string {
    if (!note.params) return note.message ?? note.code;
    return pairingNoteText(negotiateLanguage(context.req?.headers['accept-language']), { code: note.code, params: note.params });
  }
}
