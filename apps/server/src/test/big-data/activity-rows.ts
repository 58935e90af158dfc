// The big dataset's COPY rows (big-data.ts): chats, their members and messages, notifications,
// sales and ratings, ads, reports and saved searches.

import { type ChatPlan, chatId, commentsOf, messagesOf, saversOf } from './content';
import { iso, row } from './copy-text';
import { AD_RUNNING, DAY, memberId, memberOf, type Plan, postId, REMOVED, SOLD } from './plan';
import { hash32, Rng, uuid7 } from './random';
import { AD_CTA, adId } from './user-post-rows';
import { SEARCHES } from './words';

export function* chatRows(p: Plan, chats: ChatPlan): Generator<string> {
  for (let k = 0; k < chats.count; k++) {
    const last = messagesOf(p, chats, k).at(-1)!;
    const [a, b] = [memberId(p, chats.a[k]!), memberId(p, chats.b[k]!)];
    const [low, high] = a < b ? [a, b] : [b, a];
    yield row(
      chatId(p, chats, k),
      p.campuses.ids[chats.campus[k]!]!,
      low,
      high,
      a,
      last.id,
      iso(last.created),
      last.text,
      memberId(p, last.author),
      iso(chats.created[k]!),
    );
  }
}

export function* chatMemberRows(p: Plan, chats: ChatPlan): Generator<string> {
  for (let k = 0; k < chats.count; k++) {
    const messages = messagesOf(p, chats, k);
    const last = messages.at(-1)!;
    const id = chatId(p, chats, k);
    // The last sender has read everything; the other one, one chat in three, not the last message.
    for (const m of [chats.a[k]!, chats.b[k]!]) {
      const unread = m !== last.author && hash32(p.seed, 45, k) % 3 === 0;
      yield row(id, memberId(p, m), iso(unread ? last.created - 1000 : last.created));
    }
  }
}

export function* messageRows(p: Plan, chats: ChatPlan): Generator<string> {
  for (let k = 0; k < chats.count; k++) {
    const id = chatId(p, chats, k);
    for (const m of messagesOf(p, chats, k))
      yield row(
        m.id,
        id,
        memberId(p, m.author),
        null,
        m.text,
        m.sharedPost >= 0 ? postId(p, m.sharedPost) : null,
        iso(m.created),
      );
  }
}

export function* notificationRows(p: Plan, chats: ChatPlan): Generator<string> {
  let n = 0;
  const note = (
    to: number,
    from: number,
    type: string,
    post: string | null,
    chat: string | null,
    message: string,
    at: number,
  ) => {
    n += 1;
    return row(
      uuid7(at, hash32(p.seed, 81, n)),
      memberId(p, to),
      memberId(p, from),
      type,
      post,
      chat,
      message,
      p.now - at > 7 * DAY || hash32(p.seed, 82, n) % 2 === 0,
      iso(at),
    );
  };
  for (let i = 0; i < p.postCampus.length; i++) {
    const id = postId(p, i);
    const author = p.postAuthor[i]!;
    const comments = commentsOf(p, i);
    for (const c of comments) {
      const to = c.parent < 0 ? author : comments[c.parent]!.author;
      if (to !== c.author)
        yield note(to, c.author, c.parent < 0 ? 'comment' : 'comment reply', id, null, c.text, c.created);
    }
    if (p.postLikes[i]! > 0 || p.viewerSaves.has(i))
      for (const [k, m] of saversOf(p, i).entries())
        if (k % 2 === 0)
          yield note(
            author,
            m,
            'like',
            id,
            null,
            '',
            Math.min(p.now, p.postCreated[i]! + (k + 1) * 3_600_000),
          );
  }
  for (let k = 0; k < chats.count; k++) {
    const first = messagesOf(p, chats, k)[0]!;
    const other = first.author === chats.a[k]! ? chats.b[k]! : chats.a[k]!;
    yield note(other, first.author, 'new chat', null, chatId(p, chats, k), first.text, first.created);
  }
  // The viewer's own: 300 in the last month, from members of the campus.
  const r = new Rng(hash32(p.seed, 83));
  for (let k = 0; k < 300; k++) {
    const i = [...p.viewerSaves][k % p.viewerSaves.size]!;
    yield note(
      p.viewer,
      memberOf(p, 0, r, p.viewer),
      k % 3 === 0 ? 'comment' : 'like',
      postId(p, i),
      null,
      'Nice!',
      p.now - (k + 1) * 2_400_000,
    );
  }
}

/** Sold posts: the sale (a buyer of the campus) and the buyer's rating of the seller, often the seller's too. */
export function* saleRows(p: Plan, ratings: string[]): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    if (!(p.postFlags[i]! & SOLD)) continue;
    const r = new Rng(hash32(p.seed, 91, i));
    const c = p.postCampus[i]!;
    const seller = p.postAuthor[i]!;
    const buyer = memberOf(p, c, r, seller);
    const id = postId(p, i);
    const at = Math.min(p.now, p.postCreated[i]! + r.next() * 5 * DAY);
    const campus = p.campuses.ids[c]!;
    ratings.push(
      row(
        uuid7(at, hash32(p.seed, 92, i)),
        id,
        campus,
        memberId(p, buyer),
        memberId(p, seller),
        'seller',
        3 + r.int(3),
        r.next() < 0.5 ? 'Smooth pickup, as described.' : null,
        iso(at),
      ),
    );
    if (r.next() < 0.6)
      ratings.push(
        row(
          uuid7(at, hash32(p.seed, 93, i)),
          id,
          campus,
          memberId(p, seller),
          memberId(p, buyer),
          'buyer',
          4 + r.int(2),
          null,
          iso(at),
        ),
      );
    yield row(id, memberId(p, seller), memberId(p, buyer), iso(at));
  }
}

export function* adRows(p: Plan): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    const kind = p.postAd[i]!;
    if (!kind) continue;
    const start = p.postCreated[i]! + 600_000;
    const days = kind === AD_RUNNING ? 3 : 1 + (hash32(p.seed, 62, i) % 7);
    const end = start + days * DAY;
    yield row(
      adId(p, i),
      p.campuses.ids[p.postCampus[i]!]!,
      postId(p, i),
      memberId(p, p.postAuthor[i]!),
      'Boosted listing',
      kind === AD_RUNNING ? 'active' : 'completed',
      AD_CTA,
      days * 1440,
      days * 500,
      iso(start),
      iso(end),
      kind === AD_RUNNING ? null : iso(end),
      iso(start),
      `pi_bench_${i}`,
      iso(start - 60_000),
      iso(kind === AD_RUNNING ? start : end),
    );
  }
}

/** Reports of about one post in 1,000 (open, by one to three members) and as many resolved. */
export function* reportRows(p: Plan): Generator<string> {
  const reasons = ['scam', 'prohibited', 'harassment', 'spam', 'other'];
  for (let i = 0; i < p.postCampus.length; i++) {
    const h = hash32(p.seed, 101, i) % 1000;
    if ((h !== 1 && h !== 2) || p.postFlags[i]! & REMOVED) continue;
    const r = new Rng(hash32(p.seed, 102, i));
    const c = p.postCampus[i]!;
    const reporters = new Set<number>();
    const n = 1 + r.int(3);
    while (reporters.size < Math.min(n, p.memberCount[c]! - 1))
      reporters.add(memberOf(p, c, r, p.postAuthor[i]!));
    for (const [k, m] of [...reporters].entries()) {
      const at = Math.min(p.now - 60_000, p.postCreated[i]! + r.next() * DAY);
      yield row(
        uuid7(at, hash32(p.seed, 103 + k, i)),
        p.campuses.ids[c]!,
        memberId(p, m),
        'post',
        postId(p, i),
        memberId(p, p.postAuthor[i]!),
        r.pick(reasons),
        r.next() < 0.3 ? 'Looks like a scam to me.' : null,
        h === 1 ? 'open' : 'dismissed',
        iso(at),
        h === 1 ? null : iso(at + 3_600_000),
      );
    }
  }
}

export function* savedSearchRows(p: Plan): Generator<string> {
  for (let m = 0; m < p.memberCampus.length; m++) {
    if (hash32(p.seed, 111, m) % 5 !== 0 && m !== p.viewer) continue;
    const text = SEARCHES[hash32(p.seed, 112, m) % SEARCHES.length]!;
    const at = p.memberJoined[m]! + DAY;
    yield row(
      uuid7(at, hash32(p.seed, 113, m)),
      memberId(p, m),
      p.campuses.ids[p.memberCampus[m]!]!,
      text,
      '{}',
      iso(at),
    );
  }
}
