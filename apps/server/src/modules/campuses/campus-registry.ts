// The campuses this instance knows, in memory: every request resolves its Host, every school e-mail
// finds its campus and every link its origin from here, without a query. Loaded at start; reloaded
// when any instance (or `npm run admin -- campus`) announces a change with `campuses.changed` on the
// bus, so a change takes effect everywhere without a restart.
import { CAMPUSES_TOPIC, type CampusDirectory, campusDirectory } from '@campus/domain';
import type { Executor } from '../../db/client';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import { type CampusRow, listCampuses } from './campuses.repository';

export interface CampusRegistry extends CampusDirectory<CampusRow> {
  /** Reads the table again; concurrent calls share one read that starts after the latest call. */
  reload(): Promise<void>;
  /** Stops following the bus. */
  close(): void;
}

/** The registry of `db`, loaded before it resolves, following `bus` for changes. */
export async function createCampusRegistry(
  db: Executor,
  bus: EventBus,
  onError: (err: unknown, context: string) => void = () => {},
): Promise<CampusRegistry> {
  let directory = campusDirectory(await listCampuses(db));
  let running: Promise<void> | null = null;
  let again = false;

  const readOnce = async () => {
    directory = campusDirectory(await listCampuses(db));
  };
  // One read at a time; a call made during a read gets a fresh read after it, so no change is missed.
  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const unsubscribe = bus.subscribe(CAMPUSES_TOPIC, (event) => {
    if (event.type !== 'campuses.changed') return;
    reload().catch((err: unknown) => onError(err, 'campuses: reloading the registry failed'));
  });
  return {
    byId: (id) => directory.byId(id),
    bySubdomain: (subdomain) => directory.bySubdomain(subdomain),
    list: () => directory.list(),
    reload,
    close: unsubscribe,
  };
}

/** Tells every instance (this one included) that campus `campusId` changed; after the commit. */
export async function publishCampusesChanged(bus: EventBus, campusId: string): Promise<void> {
  await bus.publish(createRealtimeEvent(CAMPUSES_TOPIC, 'campuses.changed', { campusId }));
}
