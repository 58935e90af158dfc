// Apart from the error schema: the web's error sentences need these without zod.
/** Answers to input the API cannot take (400), whichever route it was sent to. */
export const INPUT_MESSAGES = {
  nulCharacter: 'Text cannot contain a null character.',
  invalidCursor: 'Invalid cursor.',
  invalidValue: 'A value sent is not valid.',
  /** The same client key came back with other content (a draft restored in a second tab). */
  clientKeyReused: 'This was already sent with different content. Send it again to make a new one.',
} as const;
