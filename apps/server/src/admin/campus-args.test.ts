import { describe, expect, it } from 'vitest';
import { RICE_NAME_ARGS, RICE_PLACE_ARGS } from '../test/campus-cli-args';
import { CampusArgsError, parseCampusArgs, parseCampusFlags } from './campus-args';

describe('parseCampusArgs', () => {
  it('reads the add command of the README', () => {
    const args = [
      'add',
      ...RICE_NAME_ARGS,
      '--domains',
      'rice.edu, alumni.rice.edu',
      '--color',
      '#00205B',
      '--accent-color=#7C7E7F',
      ...RICE_PLACE_ARGS,
      '--spot',
      'Rice Memorial Center',
    ];
    expect(parseCampusArgs(args)).toEqual({
      command: 'add',
      fields: {
        name: 'Rice University',
        shortName: 'rice',
        emailDomains: ['rice.edu', 'alumni.rice.edu'],
        color: '#00205B',
        accentColor: '#7C7E7F',
        city: 'Houston',
        state: 'TX',
        timeZone: 'America/Chicago',
        meetingSpots: [
          { name: 'Fondren Library', directions: 'Main entrance' },
          { name: 'Rice Memorial Center', directions: '' },
        ],
      },
    });
  });

  it.each([
    [['list'], { command: 'list' }],
    [['retire', 'rice'], { command: 'retire', id: 'rice' }],
    [['reinstate', 'rice'], { command: 'reinstate', id: 'rice' }],
    [['edit', 'rice', '--colour', '#112233'], { command: 'edit', id: 'rice', fields: { color: '#112233' } }],
    [['edit', 'rice', '--clear-spots'], { command: 'edit', id: 'rice', fields: { meetingSpots: [] } }],
    [['add', '--name', 'X'], { command: 'add', fields: { name: 'X', meetingSpots: [] } }],
    [
      ['add', '--domains', 'ox.ac.uk', '--confirm-domains'],
      {
        command: 'add',
        fields: { emailDomains: ['ox.ac.uk'], domainsConfirmation: 'CONFIRM', meetingSpots: [] },
      },
    ],
  ])('%j', (args, expected) => {
    expect(parseCampusArgs(args)).toEqual(expected);
  });

  it.each([
    [[], 'Say what to do with campuses.'],
    [['delete', 'rice'], 'Unknown campus command: delete'],
    [['list', 'rice'], 'campus list takes no arguments.'],
    [['retire'], 'Name one campus by its id: campus retire rice'],
    [['retire', 'rice', 'ou'], 'Name one campus by its id: campus retire rice'],
    [['edit', '--color', '#112233'], 'Name the campus to edit by its id: campus edit rice …'],
    [['edit', 'rice'], 'Give at least one field to change.'],
    [['add', '--name'], '--name needs a value.'],
    [['add', '--nmae', 'Rice'], 'Unknown argument: --nmae'],
    [['add', '--city', 'A', '--city', 'B'], '--city is given twice.'],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseCampusArgs(args)).toThrow(new CampusArgsError(message));
  });

  it('keeps a value that looks like a flag after =', () => {
    expect(parseCampusFlags(['--name=--odd--'])).toEqual({ name: '--odd--' });
  });
});
