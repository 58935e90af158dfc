import { findCatalogueCampus } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import styles from '../../../components/ui/dialog.module.css';
import { useSiteCampus } from '../../../lib/site-campus';
import { useCampusesQuery } from '../../campus';
import post from './post.module.css';

/** The campus a post belongs to; a post of another campus offers a visit there ('visit other campus'). */
export function CampusTag({ campusId }: { campusId: string }) {
  const site = useSiteCampus();
  const [open, setOpen] = useState(false);
  const { data: campuses } = useCampusesQuery();
  const campus = findCatalogueCampus(campusId);
  if (!campus) return null;
  if (campusId === site.id) return <span className={post.tag}>{campus.shortName}</span>;
  const url = campuses?.find((c) => c.id === campusId)?.url;
  return (
    <>
      <button type="button" className={post.tag} onClick={() => setOpen(true)}>
        {campus.shortName}
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>Visit {campus.name}?</Dialog.Title>
            <Dialog.Description className={styles.text}>
              This post is from the {campus.shortName} community.
            </Dialog.Description>
            {url && (
              <a className={buttonClass({ block: true })} href={`${url}/home`}>
                Visit {campus.shortName}
              </a>
            )}
            <Dialog.Close className={buttonClass({ variant: 'secondary', block: true })}>Cancel</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
