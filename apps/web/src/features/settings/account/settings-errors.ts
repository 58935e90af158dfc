import { SETTINGS_MESSAGES } from '@campus/domain';
import { ApiError, serverMessages } from '../../../lib/api-client';

/**
 * The danger alerts for a failed settings save (accounts-and-money §8 Settings): each of the server's
 * messages for a refused request, one alert each; 'Something went wrong' for anything else.
 */
export function settingsErrorMessages(err: unknown): string[] {
  return err instanceof ApiError && err.status < 500 && err.code !== 'network'
    ? serverMessages(err)
    : [SETTINGS_MESSAGES.somethingWentWrong];
}
