// Test data factories without Vitest: the one way to make a member, an upload, a post or a comment
// straight through the services (no HTTP). Tests and the demo (src/demo) both use them.
import { NEW_ACCOUNT_HOURS } from '@campus/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uuidv7 } from '../db/ids';
import { users } from '../db/schema/auth';
import { insertUser, setPasswordCredential, type UserRow } from '../modules/accounts/accounts.repository';
import { deriveNewUserFields } from '../modules/accounts/accounts.service';
/** What the factories need: the posts and chats services' dependencies. */
import type { CampusLookup } from '../modules/campuses/campus-status';
import { setProfilePhoto, updateProfile } from '../modules/me/me.service';
import type { ActivityMailConfig } from '../modules/notifications/activity-mail';
import { createComment, createPost } from '../modules/posts/post-create.service';
import { createUpload } from '../modules/posts/uploads.service';
import type { VideoProcessor } from '../platform/media/video';
import type { EventBus } from '../platform/realtime/bus';
import type { FileStorage } from '../platform/storage/storage';
import { ONCE_PER_PASSWORD } from './passwords';

export interface FactoryDeps {
  db: Database;
  storage: FileStorage;
  videos: VideoProcessor;
  bus: EventBus;
  config: { RATE_LIMIT_MEMBER_FACTOR: number; NEW_ACCOUNT_LIMITS: boolean };
  activity: ActivityMailConfig;
  campuses: CampusLookup;
}

/** A Lexical document as the composer writes it: root > paragraph > text, one paragraph per line. */
export const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
});

export interface MemberInput {
  fullName: string;
  email: string;
  password: string;
  campusId: string;
  schoolEmail: string;
  /** A profile photo (any image sharp reads); with a bio it makes the profile set up. */
  photo?: Buffer;
  bio?: string;
}

/**
 * A verified account with a password, a verified school at `campusId` and, given a photo and a
 * bio, a set-up profile: what registration, the account code and the school join leave behind.
 */
export async function makeMember(deps: FactoryDeps, input: MemberInput): Promise<UserRow> {
  const derived = await deriveNewUserFields(deps.db, input.fullName);
  let user = await insertUser(deps.db, {
    id: uuidv7(),
    name: input.fullName,
    email: input.email.toLowerCase(),
    emailVerified: true,
    ...derived,
    campusId: input.campusId,
    schoolEmail: input.schoolEmail.toLowerCase(),
    schoolVerified: true,
    schoolVerifiedAt: new Date(),
    gettingStarted: false,
  });
  await setPasswordCredential(deps.db, user.id, await ONCE_PER_PASSWORD.hash(input.password));
  if (input.photo) user = await setProfilePhoto(deps, user, input.photo);
  if (input.bio) user = await updateProfile(deps, user, { bio: input.bio });
  return user;
}

/**
 * A join date a day past the new-account window (NEW_ACCOUNT_HOURS): a member the first day's limits
 * (three posts an hour…) no longer apply to, as the benches' and the demo's members should be.
 */
export function establishedJoinDate(now = new Date()): Date {
  return new Date(now.getTime() - (NEW_ACCOUNT_HOURS + 24) * 3_600_000);
}

/**
 * What a registered account (made through the API, with its real session) has once its e-mail and
 * school are verified and it is past its first day: the benches' members. With `profile`, a set-up
 * profile (a photo and a bio) too.
 */
export async function establishAccount(
  db: Database,
  userId: string,
  input: { campusId: string; schoolEmail: string; profile?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerified: true,
      schoolVerified: true,
      schoolVerifiedAt: new Date(),
      schoolEmail: input.schoolEmail.toLowerCase(),
      campusId: input.campusId,
      createdAt: establishedJoinDate(),
      ...(input.profile ? { image: '/files/x.jpg?v=1', bio: 'Hi', profileSetUp: true } : {}),
    })
    .where(eq(users.id, userId));
}

/** Processes a photo or video as an upload of `user` (to attach to a post or a message). */
export async function makeUpload(deps: FactoryDeps, user: UserRow, campusId: string, data: Buffer) {
  return (await createUpload(deps, user, campusId, data)).id;
}

export interface PostFactoryInput {
  text: string;
  category?: string | null;
  price?: number | null;
  photos?: Buffer[];
}

/** A top-level post by `user`, with its photos uploaded first as the composer does. */
export async function makePost(deps: FactoryDeps, user: UserRow, campusId: string, input: PostFactoryInput) {
  const uploadIds: string[] = [];
  for (const photo of input.photos ?? []) uploadIds.push(await makeUpload(deps, user, campusId, photo));
  return createPost(deps, user, campusId, {
    text: doc(input.text),
    category: input.category ?? null,
    price: input.price ?? null,
    uploadIds,
  });
}

/** A comment (or a reply, when `parentId` is a comment) by `user`. */
export function makeComment(
  deps: FactoryDeps,
  user: UserRow,
  campusId: string,
  parentId: string,
  text: string,
) {
  return createComment(deps, user, campusId, parentId, { text: doc(text), uploadIds: [] });
}
