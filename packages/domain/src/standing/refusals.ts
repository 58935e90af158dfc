// Standing's refusal sentences alone: the web's error sentences (first load) need them, not the rest.
export const STANDING_REFUSALS = {
  alreadyAppealed: 'You already appealed this action. Each action can be appealed once.',
  notYours: 'There is no such action on your account.',
  alreadyAnswered: 'This appeal was already answered.',
  noSuchAppeal: 'There is no such appeal on this campus.',
  ownAppeal: 'Another moderator has to answer your own appeal.',
} as const;
