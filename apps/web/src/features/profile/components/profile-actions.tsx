import { PROFILE_MESSAGES, type Profile } from '@campus/domain';
import { useState } from 'react';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button';
import { GuestPrompt, useSendClaimLink } from '../../../entities/auth';
import { BlockButton } from '../../../entities/blocks';
import { useCampusesQuery } from '../../../entities/campus';
import { StartChatButton } from '../../../entities/messages';
import { ReportDialog } from '../../../entities/moderation';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { profileCampusLink } from '../profile-campus-link';
import styles from './profile-page.module.css';

/**
 * The profile's buttons (community §2 Profile page): the owner's Edit Profile (or Set up profile);
 * anyone else's Send Message, Report (the report dialog; a guest gets the sign-in prompt) and (signed
 * in) Block, or only Unblock once the viewer blocked them; Claim this account on an unverified profile
 * (a sign-in link to its own address, then /login/sent?claim=); and the campus button from the
 * membership rule.
 */
export function ProfileActions({ profile }: { profile: Profile }) {
  const viewer = useViewer() ?? null;
  const site = useSiteCampus();
  const { data: campuses } = useCampusesQuery();
  const [prompt, setPrompt] = useState(false);
  const [reporting, setReporting] = useState(false);
  const fullName = `${profile.firstName} ${profile.lastName}`;
  const claim = useSendClaimLink('page');
  const campusLink = profileCampusLink({
    viewer,
    profileCampusId: profile.campusId,
    siteCampusId: site.id,
    campusUrl: campuses?.find((c) => c.id === profile.campusId)?.url,
  });
  return (
    <div className={styles.actions}>
      {profile.isMe ? (
        profile.profileSetUp ? (
          <ButtonLink to="/profile/edit" variant="secondary" size="small">
            {PROFILE_MESSAGES.editProfile}
          </ButtonLink>
        ) : (
          <ButtonLink to="/profile/set-up" size="small">
            {PROFILE_MESSAGES.setUpProfile}
          </ButtonLink>
        )
      ) : profile.blockedByMe ? (
        <BlockButton person={{ id: profile.id, name: fullName }} blocked variant="dark" />
      ) : (
        <>
          <StartChatButton
            userId={profile.id}
            label={PROFILE_MESSAGES.sendMessage}
            variant="dark"
            size="small"
          />
          <Button
            variant="secondary"
            size="small"
            onClick={() => (viewer ? setReporting(true) : setPrompt(true))}
          >
            {PROFILE_MESSAGES.report}
          </Button>
          {viewer && <BlockButton person={{ id: profile.id, name: fullName }} blocked={false} />}
        </>
      )}
      {!profile.verified && !profile.isMe && (
        <Button
          variant="secondary"
          size="small"
          disabled={claim.busy}
          onClick={() => claim.send(profile.username)}
        >
          {PROFILE_MESSAGES.claim}
        </Button>
      )}
      {campusLink &&
        ('to' in campusLink ? (
          <ButtonLink to={campusLink.to} variant="secondary" size="small">
            {campusLink.label}
          </ButtonLink>
        ) : (
          <a className={buttonClass({ variant: 'secondary', size: 'small' })} href={campusLink.href}>
            {campusLink.label}
          </a>
        ))}
      {!viewer && <GuestPrompt reason="message" open={prompt} onOpenChange={setPrompt} />}
      {viewer && !profile.isMe && (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          targetType="profile"
          targetId={profile.id}
        />
      )}
    </div>
  );
}
