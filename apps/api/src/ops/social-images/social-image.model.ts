import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum SocialImageKind {
  TOP_CUT = 'TOP_CUT',
  CHAMPION = 'CHAMPION',
  METAGAME = 'METAGAME',
}
registerEnumType(SocialImageKind, {
  name: 'SocialImageKind',
  description:
    "An image for social posts: the top-cut bracket with its results, the champion with their deck, or the metagame: the field's archetypes as bars (the 8 with most players, the rest as Other) with their share, players and players in the top cut.",
});

export enum SocialImageShape {
  WIDE = 'WIDE',
  SQUARE = 'SQUARE',
}
registerEnumType(SocialImageShape, { name: 'SocialImageShape', description: "WIDE: 1200×675 (X's large card); SQUARE: 1080×1080." });

@ObjectType('SocialImage', { description: 'A PNG image for a social post, drawn by the server.' })
export class SocialImageModel {
  @Field({ description: 'The PNG file, base64.' })
  png!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field({ description: 'The language its words are in (en, ja).' })
  language!: string;
}
