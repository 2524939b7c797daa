import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum SocialImageKind {
  TOP_CUT = 'TOP_CUT',
  CHAMPION = 'CHAMPION',
}
registerEnumType(SocialImageKind, {
  name: 'SocialImageKind',
  description: 'An image for social posts: the top-cut bracket with its results, or the champion with their deck.',
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
