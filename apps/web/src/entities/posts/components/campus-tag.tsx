import type { Campus } from '@campus/domain';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { useSiteCampus } from '../../../lib/site-campus';
import { useCampusesQuery } from '../../campus';
import post from './post.module.css';

/** The campus a post belongs to; a post of another campus offers a visit there ('visit other campus'). */
export function CampusTag({ campusId }: { campusId: string }) {
  const site = useSiteCampus();
  if (campusId === site.id) return <span className={post.tag}>{site.shortName}</span>;
  return <OtherCampusTag campusId={campusId} />;
}

/**
 * Another campus's tag: the server's campus list names it and gives its address (campuses are
 * added and renamed without a deploy), so only this tag asks for the list.
 */
function OtherCampusTag({ campusId }: { campusId: string }) {
  const [open, setOpen] = useState(false);
  const { data: campuses } = useCampusesQuery();
  const campus: Campus | undefined = campuses?.find((c) => c.id === campusId);
  if (!campus) return null;
  return (
    <>
      <button type="button" className={post.tag} onClick={() => setOpen(true)}>
        {campus.shortName}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Visit ${campus.name}?`}
        description={`This post is from the ${campus.shortName} community.`}
      >
        <a className={buttonClass({ block: true })} href={`${campus.url}/home`}>
          Visit {campus.shortName}
        </a>
        <ModalCancel />
      </Modal>
    </>
  );
}
