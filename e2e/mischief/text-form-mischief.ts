// The tricks most forms of the table are played: all but odd numbers (they have no number field).
// Its own file: the tables import it, and forms.ts imports the tables.
import type { Mischief } from './forms';

export const TEXT_FORM_MISCHIEF: Mischief[] = [
  'double submit',
  'back and forward',
  'reload mid-way',
  'long paste',
];
