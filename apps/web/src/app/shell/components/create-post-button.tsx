import { MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { GuestPrompt } from '../../../entities/auth';
import { CreatePostModal, isMobileNow } from '../../../entities/composer';
import { IncompleteProfilePrompt, VerifySchoolPrompt } from '../../../features/membership';
import { feedKeys } from '../../../lib/post-lists/feed-keys';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';

type Gate = 'guest' | 'school' | 'profile' | null;

/** Which prompt stands between the viewer and the composer (community §5: login, school, profile). */
export function useComposeGate(): () => Gate {
  const viewer = useViewer();
  const campus = useSiteCampus();
  return () => {
    if (!viewer) return 'guest';
    if (!viewer.schoolVerified || viewer.campusId !== campus.id) return 'school';
    if (!viewer.profileSetUp) return 'profile';
    return null;
  };
}

/** 'Create Post': the composer modal on wide screens, /create/post on phones, or the prompt that comes first. */
export function CreatePostButton({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const gate = useComposeGate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState<Gate>(null);
  const client = useQueryClient();
  const refreshFeed = () => void client.invalidateQueries({ queryKey: feedKeys.feed });
  const [params, setParams] = useSearchParams();
  const compose = params.get('compose') === '1' && !children;
  useEffect(() => {
    // Profile set-up's 'Continue Posting' comes back with ?compose=1: reopen the composer (the draft is kept).
    if (!compose) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('compose');
        return next;
      },
      { replace: true },
    );
    if (gate()) return;
    if (isMobileNow()) navigate('/create/post?goBack=home');
    else setOpen(true);
  }, [compose, gate, navigate, setParams]);
  const onClick = () => {
    const blocked = gate();
    if (blocked) return setPrompt(blocked);
    if (isMobileNow()) navigate('/create/post?goBack=home');
    else setOpen(true);
  };
  return (
    <>
      {children ? (
        <button type="button" className={className} onClick={onClick} aria-label={MESSAGES.nav.createPost}>
          {children}
        </button>
      ) : (
        <Button block onClick={onClick}>
          {MESSAGES.nav.createPost}
        </Button>
      )}
      <CreatePostModal open={open} onOpenChange={setOpen} onPosted={refreshFeed} />
      <GuestPrompt reason="post" open={prompt === 'guest'} onOpenChange={(o) => !o && setPrompt(null)} />
      <VerifySchoolPrompt
        reason="post"
        open={prompt === 'school'}
        onOpenChange={(o) => !o && setPrompt(null)}
      />
      <IncompleteProfilePrompt open={prompt === 'profile'} onOpenChange={(o) => !o && setPrompt(null)} />
    </>
  );
}
