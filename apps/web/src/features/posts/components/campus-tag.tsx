import { type CatalogueCampus, findCatalogueCampus } from '@campus/domain';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { useSiteCampus } from '../../../lib/site-campus';
import { useCampusesQuery } from '../../campus';
import post from './post.module.css';

/** The campus a post belongs to; a post of another campus offers a visit there ('visit other campus'). */
export function CampusTag({ campusId }: { campusId: string }) {
  const site = useSiteCampus();
  const campus = findCatalogueCampus(campusId);
  if (!campus) return null;
  if (campusId === site.id) return <span className={post.tag}>{campus.shortName}</span>;
  return <OtherCampusTag campus={campus} />;
}

/** Another campus's tag: only it needs the catalogue (the campus's address), so only it asks for it. */
function OtherCampusTag({ campus }: { campus: CatalogueCampus }) {
  const [open, setOpen] = useState(false);
  const { data: campuses } = useCampusesQuery();
  const url = campuses?.find((c) => c.id === campus.id)?.url;
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
        {url && (
          <a className={buttonClass({ block: true })} href={`${url}/home`}>
            Visit {campus.shortName}
          </a>
        )}
        <ModalCancel />
      </Modal>
    </>
  );
}
