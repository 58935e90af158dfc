import { SETTINGS_MESSAGES } from '@campus/domain';
import { refusalSentences } from '../../../lib/api-client';

/**
 * The danger alerts for a failed settings save (accounts-and-money §8 Settings): each of the server's
 * sentences for a refused request, one alert each; 'Something went wrong' for anything else.
 */
export function settingsErrorMessages(err: unknown): string[] {
  return refusalSentences(err, SETTINGS_MESSAGES.somethingWentWrong);
}
