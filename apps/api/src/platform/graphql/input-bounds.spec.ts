import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, GraphQLInputObjectType, GraphQLObjectType } from 'graphql';
import { checkArguments, INPUT_BOUNDS } from './input-bounds';

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));

/** Every argument and input field of the committed schema, by coordinate, with its type's name. */
function inputCoordinates(): Map<string, string> {
  const coordinates = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (type instanceof GraphQLObjectType) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) coordinates.set(`${type.name}.${field.name}.${arg.name}`, getNamedType(arg.type).name);
      }
    } else if (type instanceof GraphQLInputObjectType) {
      for (const field of Object.values(type.getFields())) coordinates.set(`${type.name}.${field.name}`, getNamedType(field.type).name);
    }
  }
  return coordinates;
}

describe('input bounds', () => {
  it('names only coordinates of the schema, and gives every number its own range', () => {
    const coordinates = inputCoordinates();
    expect(Object.keys(INPUT_BOUNDS).filter((coordinate) => !coordinates.has(coordinate))).toEqual([]);
    const unboundedNumbers = [...coordinates]
      .filter(([coordinate, type]) => type === 'Int' && !(coordinate in INPUT_BOUNDS))
      .map(([coordinate]) => coordinate);
    expect(unboundedNumbers).toEqual([]);
  });

  const mutation = schema.getMutationType()!;
  const thrown = (run: () => void): unknown => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return undefined;
  };
  const check = (field: string, args: Record<string, unknown>) => () => checkArguments('Mutation', mutation.getFields()[field], args);

  it.each([
    ['a NUL in a nested input', 'registerPlayer', { input: { name: 'a\u0000b' } }, 'name', 'controlCharacter'],
    ['an escape in an argument', 'login', { email: '\u001b[2J', password: 'x' }, 'email', 'controlCharacter'],
    ['a lone carriage return', 'importPlayers', { csv: 'name\rX' }, 'csv', 'controlCharacter'],
    ['a C1 control', 'dropPlayer', { reason: 'a\u0085b' }, 'reason', 'controlCharacter'],
    ['a clock of 2,147,483,647 minutes', 'startRoundClock', { minutes: 2_147_483_647 }, 'minutes', 'outOfRange'],
    ['a table in a list of inputs', 'createRound', { pairings: [{ player1Id: 'x', table: 0 }] }, 'table', 'outOfRange'],
    ['an unknown language', 'createAnnouncement', { input: { language: 'xx' } }, 'language', 'notAllowed'],
    ['a text over the default bound', 'addEventStaff', { email: 'x'.repeat(201) }, 'email', 'tooLong'],
    ['an invalid date', 'createEvent', { input: { startsAt: new Date('not-a-date') } }, 'startsAt', 'malformed'],
    ['a lone high surrogate in a password', 'login', { email: 'a@b.c', password: 'pass\uD83D' }, 'password', 'loneSurrogate'],
    ['a lone low surrogate in a statement', 'fileAppeal', { statement: '\uDE00 unfair' }, 'statement', 'loneSurrogate'],
    ['a pair in the wrong order in a decklist', 'submitDecklist', { text: '4 Island \uDE00\uD83D' }, 'text', 'loneSurrogate'],
    ['a date past year 9999', 'createEvent', { input: { startsAt: new Date('+010000-01-01T00:00:00Z') } }, 'startsAt', 'outOfRange'],
    ['a date before year 1', 'setDecklistSettings', { input: { deadline: new Date('0000-12-31T23:59:59Z') } }, 'deadline', 'outOfRange'],
  ])('refuses %s', (_, field, args, name, reason) => {
    expect(thrown(check(field, args))).toMatchObject({ code: 'INVALID_INPUT', params: { field: name, reason } });
  });

  it('lets tab, line breaks and text in any script through', () => {
    expect(
      check('createAnnouncement', { input: { title: '開会\tのお知らせ 🏆', body: 'one\r\ntwo\n\tthree', language: 'ja' } }),
    ).not.toThrow();
    expect(check('extendMatch', { minutes: -60 })).not.toThrow();
    expect(check('registerPlayer', { input: { name: 'Aoi \uD83D\uDE00' } })).not.toThrow();
    expect(check('createEvent', { input: { startsAt: new Date('0001-01-01T00:00:00Z') } })).not.toThrow();
    expect(check('createEvent', { input: { startsAt: new Date('9999-12-31T23:59:59.999Z') } })).not.toThrow();
  });
});
