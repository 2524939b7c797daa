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
