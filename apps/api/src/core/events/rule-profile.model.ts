import { Field, ObjectType } from '@nestjs/graphql';
import { findProfile, MAGIC, rationals } from '@taikai/engine';

@ObjectType('RuleProfile', { description: "The game's tournament rules as data, as the event's rule profile sets them." })
export class RuleProfileModel {
  @Field({ description: 'Rule profile id, e.g. "magic".' })
  id!: string;

  @Field({
    description:
      'The lowest value every win rate counts as (MW%, GW%, and each opponent\'s in OMW% and OGW%), as an exact fraction, e.g. "1/3". ' +
      "A setting of the rule profile: Magic's is exactly one third, where the MTR prints 0.33 (appendix C).",
  })
  percentageFloor!: string;
}

/** The rules an event's profile sets, for display (Magic when the stored id is unknown). */
export function ruleProfileModelOf(ruleProfile: string): RuleProfileModel {
  const profile = findProfile(ruleProfile) ?? MAGIC;
  return { id: profile.id, percentageFloor: rationals.toString(profile.percentageFloor) };
}
