import {
  type Campus,
  CONDITION_LABELS,
  formatPriceTag,
  HOUSING_SAFETY_TIPS,
  housingLine,
  newUserPostText,
  POST_MESSAGES,
  type Post,
  type Viewer,
} from '@campus/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Avatar } from '../../../components/ui/avatar';
import { TimeAgo } from '../../../components/ui/time-ago';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { timeAgo } from '../../../lib/time-ago';
import { AdCta, isTrackedPost, SponsoredLabel, trackAdAction, useTrackView } from '../../ads';
import { GuestPrompt } from '../../auth';
import { BookBadges } from '../../books';
import { EditedLabel, ExpiredBadge, RenewButton, StatusBadge, StillAvailableButton } from '../../listings';
import { MakeOfferButton } from '../../offers';
import { useToggleSave } from '../api/posts';
import { CampusTag } from './campus-tag';
import { HeldBadge } from './held-badge';
import styles from './post.module.css';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';
import { RichText } from './rich-text';
import { SendMessageButton } from './send-message-button';
import { useCopyLink } from './use-copy-link';

/** What a tap on a card's text or photo leaves to itself: links, buttons, fields, a video. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, summary, video, audio, [role="button"]';

/**
 * A tap on a list card's text or photo opens the post, as a tap on Comment does: not when it lands
 * on a control, ends a text selection or is not a plain left click. Keyboard users have the card's
 * one link (Comment), so the area itself is not a second tab stop.
 */
function useOpenOnTap(path: string | null) {
  const navigate = useNavigate();
  if (!path) return undefined;
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.altKey || event.shiftKey) return;
    if ((event.target as Element).closest(OWN_CONTROLS)) return;
    if (window.getSelection()?.toString()) return;
    if (event.metaKey || event.ctrlKey) window.open(path, '_blank', 'noopener');
    else navigate(path);
  };
}

/** A post in a list or on its page: author, time ago, price, text, media and the actions (community §2). */
export function PostCard({
  post,
  onOpen,
  full = false,
  priority = false,
  reply,
}: {
  post: Post;
  onOpen?: () => void;
  full?: boolean;
  /** The first post on screen: its first photo loads eagerly, at high priority. */
  priority?: boolean;
  /** A comment's inline Reply, beside its other actions: whether its box is open, and the box's id. */
  reply?: { open: boolean; onToggle: () => void; boxId: string; buttonId: string };
}) {
  const viewer = useViewer();
  const alert = useAlert();
  const save = useToggleSave();
  const copy = useCopyLink(post.id);
  const [copied, setCopied] = useState(false);
  const [prompt, setPrompt] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  // Ad analytics (accounts-and-money §4.7): only while the post's ad is active.
  const cardRef = useRef<HTMLElement>(null);
  const tracked = isTrackedPost(post) && !post.postCommentedOn;
  useTrackView(cardRef, tracked ? post.id : null);
  const track = (action: 'copied_link' | 'profile_visit') => tracked && trackAdAction(action, post.id);
  const name = `${post.user.firstName} ${post.user.lastName}`;
  const isNewUser = post.type === 'new user';
  const openOnTap = useOpenOnTap(!full && !onOpen && !isNewUser ? `/post/${post.id}` : null);

  const onSave = () => {
    if (!viewer) return setPrompt(true);
    const saving = !post.likedByMe;
    save(post)?.then(
      (r) => {
        if (saving && r.liked) alert(POST_MESSAGES.saved, 'success');
      },
      (err: unknown) => alert(refusalSentence(err, POST_MESSAGES.submitFailed), 'danger'),
    );
  };

  return (
    <article ref={cardRef} className={styles.card} aria-label={`Post by ${name}`}>
      <Link to={`/${post.user.username}`} aria-label={name} onClick={() => track('profile_visit')}>
        <Avatar person={post.user} />
      </Link>
      <div className={styles.body}>
        <div className={styles.head}>
          <Link
            className={styles.name}
            to={`/${post.user.username}`}
            title={name}
            onClick={() => track('profile_visit')}
          >
            {name}
          </Link>
          <span className={styles.badges}>
            <TimeAgo className={styles.muted} iso={post.createdAt} />
            {post.isSponsored && <SponsoredLabel />}
            {post.priceCents !== null && !post.housing && (
              <span className={styles.price}>{formatPriceTag(post.priceCents)}</span>
            )}
            {post.priceCents !== null && !post.housing && post.condition && (
              <span className={styles.condition}>{CONDITION_LABELS[post.condition]}</span>
            )}
            <BookBadges post={post} />
            {post.kind === 'selling' && <StatusBadge status={post.status} />}
            <ExpiredBadge post={post} />
            <EditedLabel editedAt={post.editedAt} />
            <HeldBadge held={post.held} />
            {!post.postCommentedOn && <CampusTag campusId={post.campusId} />}
          </span>
          {!isNewUser && <PostMenu post={post} isOwner={viewer?.id === post.user.id} />}
        </div>
        {post.housing && (
          <p className={styles.housingLine}>{housingLine(post.housing, post.priceCents, post.upToCents)}</p>
        )}
        {full && post.rentFarBelowMedian && (
          <p className={styles.housingTip} role="note">
            {HOUSING_SAFETY_TIPS.farBelowMedian}
          </p>
        )}
        {isNewUser ? (
          <p>{newUserPostText(post.user)}</p>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: a larger target for the Comment link, which keyboards and screen readers use.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the same: Comment is the card's keyboard way in.
          <div className={openOnTap ? styles.opens : undefined} onClick={openOnTap}>
            <RichText doc={post.text} plain={post.plainText} expandable={!full} />
            <PostMedia media={post.media} postText={post.plainText} priority={priority} />
          </div>
        )}
        {!isNewUser && (
          <div className={styles.actions}>
            {onOpen ? (
              <button type="button" className={styles.action} onClick={onOpen}>
                Comment{post.commentCount ? ` (${post.commentCount})` : ''}
              </button>
            ) : (
              <Link className={styles.action} to={`/post/${post.id}`}>
                Comment{post.commentCount ? ` (${post.commentCount})` : ''}
              </Link>
            )}
            {reply && (
              <button
                type="button"
                id={reply.buttonId}
                className={`${styles.action} ${reply.open ? styles.actionOn : ''}`}
                aria-expanded={reply.open}
                aria-controls={reply.open ? reply.boxId : undefined}
                onClick={reply.onToggle}
              >
                Reply
              </button>
            )}
            <button
              type="button"
              className={`${styles.action} ${post.likedByMe ? styles.actionOn : ''}`}
              aria-pressed={post.likedByMe}
              onClick={onSave}
            >
              {post.likedByMe ? 'Saved!' : `Save (${post.likeCount})`}
            </button>
            <button
              type="button"
              className={styles.action}
              onClick={async () => {
                const done = await copy();
                setCopied(done);
                if (done) track('copied_link');
              }}
            >
              {copied ? 'Copied!' : 'Share'}
            </button>
          </div>
        )}
        {full && (
          <div className={styles.cta}>
            <StillAvailableButton post={post} />
            <MakeOfferButton post={post} />
          </div>
        )}
        {(post.expiredAt || post.remindedAt) && (
          <div className={styles.cta}>
            <RenewButton post={post} />
          </div>
        )}
        {post.isSponsored && (
          <div className={styles.cta}>
            <AdCta post={post} sendMessage={<SendMessageButton post={post} />} />
          </div>
        )}
      </div>
      <GuestPrompt reason="like" open={prompt} onOpenChange={setPrompt} />
    </article>
  );
}

/**
 * The key under which the server keeps a card's HTML (lib/page-parts.tsx): everything the card's
 * HTML depends on. The post as this viewer gets it (saved or not, its counts, its ad); of the viewer,
 * only whether one is signed in and is the author (the menu, Send Message, Is this still available?);
 * the site's campus (the campus tag); the card's own props; and the time-ago words of this minute.
 * A new input of the card's HTML belongs here (entry-server.test.ts compares kept and fresh cards).
 */
export function postCardKey(
  post: Post,
  viewer: Viewer | null | undefined,
  campus: Pick<Campus, 'id' | 'shortName'>,
  props: { priority?: boolean; full?: boolean; reply?: { open: boolean } },
): string {
  return JSON.stringify([
    post,
    viewer === undefined
      ? 'loading'
      : viewer === null
        ? 'guest'
        : viewer.id === post.user.id
          ? 'author'
          : 'member',
    campus.id,
    campus.shortName,
    props.priority ?? false,
    props.full ?? false,
    props.reply ? (props.reply.open ? 'reply open' : 'reply') : '',
    timeAgo(post.createdAt),
  ]);
}
