import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('RulesChanges', { description: 'What changed since the version loaded before: rule numbers and glossary terms.' })
export class RulesChangesModel {
  @Field()
  previousVersion!: string;

  @Field(() => [String])
  added!: string[];

  @Field(() => [String])
  removed!: string[];

  @Field(() => [String])
  changed!: string[];

  @Field(() => [String])
  glossaryAdded!: string[];

  @Field(() => [String])
  glossaryRemoved!: string[];

  @Field(() => [String])
  glossaryChanged!: string[];
}

@ObjectType('RulesDocument', {
  description: "A rules text the organization loaded: one version of one kind (the text is the publisher's).",
})
export class RulesDocumentModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organizationId!: string;

  @Field({ description: 'CR, MTR, IPG, JAR or FFTCG' })
  kind!: string;

  @Field()
  version!: string;

  @Field(() => Int)
  ruleCount!: number;

  @Field(() => Int)
  glossaryCount!: number;

  @Field(() => RulesChangesModel, { nullable: true, description: 'Null for the first version of its kind.' })
  changes!: RulesChangesModel | null;

  @Field(() => DateTimeScalar)
  loadedAt!: Date;
}

@ObjectType('GlossaryEntry')
export class GlossaryEntryModel {
  @Field()
  term!: string;

  @Field(() => String, { nullable: true, description: 'The kana reading (the Japanese glossary).' })
  reading!: string | null;

  @Field(() => String, { nullable: true, description: 'The English term (the Japanese glossary).' })
  english!: string | null;

  @Field()
  text!: string;

  @Field({ description: 'Marked obsolete (廃語): historical wording, not current rules.' })
  obsolete!: boolean;

  @Field(() => [String], { description: 'Rule numbers it cites; the first defines it.' })
  references!: string[];
}

@ObjectType('Rule', { description: "A rule, a heading or a policy document's section." })
export class RuleModel {
  @Field()
  number!: string;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field()
  text!: string;

  @Field(() => [String])
  examples!: string[];

  @Field(() => [String], { description: 'Rule numbers it cites, to link (those the document has).' })
  references!: string[];

  @Field(() => [GlossaryEntryModel], { description: 'The glossary terms this rule defines.' })
  glossary!: GlossaryEntryModel[];

  @Field({ description: 'The rules as they were (a change from an earlier version): not current rules.' })
  historical!: boolean;

  @Field(() => [RuleModel], { description: 'Its subrules (702.19 → 702.19a…), without their own.' })
  subrules!: RuleModel[];
}

@ObjectType('RulesSearchHit')
export class RulesSearchHitModel {
  @Field({ description: 'rule or glossary' })
  kind!: string;

  @Field({ description: 'How it was found: number, reference (cites the number), glossary (a term names it) or text.' })
  match!: string;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String, { nullable: true, description: 'A glossary hit: its term.' })
  term!: string | null;

  @Field({ description: 'The rule or entry text, cut to a few lines.' })
  text!: string;

  @Field()
  obsolete!: boolean;

  @Field({ description: 'Historical (an obsolete term, a change from an earlier version): ranked after every current hit.' })
  historical!: boolean;
}

@ObjectType('RulesSectionPart', { description: 'A part of an IPG infraction section (definition, philosophy, additional remedy, …).' })
export class RulesSectionPartModel {
  @Field({ description: 'PENALTY, DEFINITION, EXAMPLES, PHILOSOPHY, ADDITIONAL_REMEDY, UPGRADE or DOWNGRADE' })
  part!: string;

  @Field()
  text!: string;
}

@ObjectType('RulesSectionLookup', {
  description:
    'A section of the newest loaded version of a kind: no document when none of that kind is loaded, no rule when it lacks the section.',
})
export class RulesSectionLookupModel {
  @Field(() => RulesDocumentModel, { nullable: true })
  document!: RulesDocumentModel | null;

  @Field(() => RuleModel, { nullable: true })
  rule!: RuleModel | null;

  @Field(() => [RulesSectionPartModel], { description: 'The section split at its labels (IPG sections); empty otherwise.' })
  parts!: RulesSectionPartModel[];
}

@ObjectType('CardErratum', { description: 'A card of the loaded errata list of Japanese printings (特筆異状集).' })
export class CardErratumModel {
  @Field({ description: 'The name it was asked by.' })
  query!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  english!: string | null;

  @Field(() => String, { nullable: true })
  set!: string | null;

  @Field({ description: 'What the printing says and what is right instead.' })
  note!: string;

  @Field({ description: 'The corrected card text, when the list prints it.' })
  correctedText!: string;

  @Field(() => ID, { description: 'The loaded text it comes from.' })
  documentId!: string;

  @Field({ description: "The section to open: the list's heading." })
  section!: string;
}

@ObjectType('PenaltyTableRow', { description: "A row of the IPG's penalty table (appendix A), from Taikai's catalog." })
export class PenaltyTableRowModel {
  @Field()
  code!: string;

  @Field()
  name!: string;

  @Field()
  categoryName!: string;

  @Field()
  penalty!: string;

  @Field()
  penaltyName!: string;

  @Field(() => String, { nullable: true, description: 'Its IPG section.' })
  section!: string | null;
}

@ObjectType('RulesDocumentCopy', {
  description: "A version to keep on a judge's device: the document and its parsed rules and glossary.",
})
export class RulesDocumentCopyModel {
  @Field(() => RulesDocumentModel)
  document!: RulesDocumentModel;

  @Field({
    description: "The parsed document as JSON ({ rules, glossary }, the engine's ParsedRulesDocument): read and searched on the device.",
  })
  parsed!: string;
}
